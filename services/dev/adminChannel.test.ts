import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addProject } from '../admin/addProject.js'
import { loadProject } from '../api/loadProject.js'
import type { Database } from '../db/database.js'
import { openDatabase } from '../db/openDatabase.js'
import { type AdminChannel, readAdminChannel, sendAdminCommand, startAdminChannel } from './adminChannel.js'

let dir: string
let database: Database
let channel: AdminChannel
let file: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'appkit-admin-channel-'))
  file = join(dir, 'admin.json')
  database = await openDatabase()
  await addProject(database, { id: 'shop', origins: ['https://shop.test'] })
  channel = await startAdminChannel({ database, file })
}, 60_000)

afterAll(async () => {
  await channel?.close()
  await database?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the admin channel of a running appkit dev', () => {
  it('leaves its port and token in a file only its owner reads, and runs a command on the live database', async () => {
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const found = readAdminChannel(file)
    expect(found?.port).toBe(channel.port)
    if (!found) throw new Error('no channel')
    expect(
      await sendAdminCommand(found, {
        command: 'add-origin',
        projectId: 'shop',
        origin: 'http://localhost:7777',
        unverified: false,
      }),
    ).toBe('allowed http://localhost:7777 (verified) for shop')
    expect((await loadProject(database, 'shop'))?.origins).toEqual([
      'http://localhost:7777',
      'https://shop.test',
    ])
    // A refusal comes back as the command's own message.
    await expect(
      sendAdminCommand(found, {
        command: 'add-origin',
        projectId: 'nope',
        origin: 'https://a.test',
        unverified: false,
      }),
    ).rejects.toThrow('no project "nope"; create it with "appkit admin add-project"')
  })

  it('refuses a browser, another Host name, a missing or wrong token and malformed commands, each with one answer', async () => {
    const token = readAdminChannel(file)?.token ?? ''
    const url = `http://127.0.0.1:${channel.port}/admin`
    const post = (
      headers: Record<string, string>,
      body = '{"command":"remove-origin","projectId":"shop","origin":"https://x.test"}',
    ) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })
    const auth = { authorization: `Bearer ${token}` }
    expect((await post({ ...auth, origin: 'http://localhost:7777' })).status).toBe(403)
    // fetch may not set Host: a raw request does, as a DNS-rebinding page's would arrive.
    const rebound = await new Promise<number>((resolve, reject) => {
      const sent = request(
        url,
        { method: 'POST', headers: { ...auth, host: `rebind.example:${channel.port}` } },
        (answer) => {
          answer.resume()
          resolve(answer.statusCode ?? 0)
        },
      )
      sent.on('error', reject)
      sent.end('{}')
    })
    expect(rebound).toBe(403)
    expect((await post({})).status).toBe(401)
    expect((await post({ authorization: `Bearer ${'0'.repeat(64)}` })).status).toBe(401)
    expect((await post(auth, '{not json')).status).toBe(400)
    expect((await post(auth, '{"command":"drop-database"}')).status).toBe(400)
    expect(
      (await post(auth, JSON.stringify({ command: 'add-project', id: 'x'.repeat(20_000) }))).status,
    ).toBe(413)
    expect((await fetch(url, { headers: auth })).status).toBe(404)
    // The channel still answers after all of that.
    expect((await post(auth)).status).toBe(200)
  })

  it('a file left by a process that is gone is ignored, and a malformed one says to remove it', () => {
    const stale = join(dir, 'stale.json')
    writeFileSync(stale, JSON.stringify({ port: 1234, token: 'a'.repeat(64), pid: 2 ** 22 + 12345 }))
    expect(readAdminChannel(stale)).toBeUndefined()
    writeFileSync(stale, '{"port":"x"}')
    expect(() => readAdminChannel(stale)).toThrow('is not an admin channel file; remove it')
    expect(readAdminChannel(join(dir, 'missing.json'))).toBeUndefined()
  })

  it('close removes its own file', async () => {
    const other = join(dir, 'other.json')
    const second = await startAdminChannel({ database, file: other })
    expect(readFileSync(other, 'utf8')).toContain(`"port":${second.port}`)
    await second.close()
    expect(() => statSync(other)).toThrow()
  })
})
