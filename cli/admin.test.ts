import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { addProject } from '../services/admin/addProject.js'
import { loadProject } from '../services/api/loadProject.js'
import { lockDataDir } from '../services/db/lockDataDir.js'
import { openDatabase } from '../services/db/openDatabase.js'
import { startAdminChannel } from '../services/dev/adminChannel.js'
import { createProgram } from './program.js'

const dir = mkdtempSync(join(tmpdir(), 'appkit-admin-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
afterEach(() => {
  process.exitCode = 0
  vi.restoreAllMocks()
})

const run = (...args: string[]) =>
  createProgram().parseAsync(['node', 'appkit', 'admin', '--data', dir, ...args])

it('appkit admin adds a project, edits its origins, toggles a feature and registers a name in the database', async () => {
  await run('add-project', 'shop', '--origin', 'https://shop.test')
  await run('add-origin', 'shop', 'https://*.shop.test')
  await run('add-origin', 'shop', 'https://beta.shop.example', '--unverified')
  await run('add-origin', 'shop', 'https://gamma.shop.example', '--unverified')
  await run('add-origin', 'shop', 'https://gamma.shop.example')
  await run('remove-origin', 'shop', 'https://shop.test')
  await run('set-feature', 'shop', 'email', 'off')
  await run('add-project', 'shop', '--name', 'Shop')
  await run('set-name', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'alice.wcn.id')
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  await run('set-name', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'al')
  expect(errors.mock.calls).toEqual([
    [
      'appkit admin: "al" is not a name: letters, digits and hyphens, at least 4, then an optional suffix like .wcn.id',
    ],
  ])
  expect(process.exitCode).toBe(1)
  const database = await openDatabase({ dataDir: dir })
  try {
    const project = await loadProject(database, 'shop')
    expect(project?.origins).toEqual([
      'https://*.shop.test',
      'https://beta.shop.example',
      'https://gamma.shop.example',
    ])
    // --unverified marks an entry unverified; added again without it, it is verified.
    expect(project?.unverifiedOrigins).toEqual(['https://beta.shop.example'])
    // add-project on the existing project changed its name only, not the feature set-feature turned off.
    expect(project?.features.email).toBe(false)
    expect(project?.features.socials).toBe(true)
    expect(await database.query('select address, name, avatar from names')).toEqual([
      { address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', name: 'alice.wcn.id', avatar: null },
    ])
  } finally {
    await database.close()
  }
}, 90_000)

it('with appkit dev running on the folder, appkit admin changes its live database (no lock refusal, no restart)', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'appkit-admin-live-'))
  const live = await openDatabase()
  const release = lockDataDir(join(folder, 'data'))
  const channel = await startAdminChannel({ database: live, file: join(folder, 'admin.json') })
  try {
    await addProject(live, { id: 'live' })
    const lines = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    await createProgram().parseAsync([
      'node',
      'appkit',
      'admin',
      '--data',
      join(folder, 'data'),
      'add-origin',
      'live',
      'http://localhost:3001',
    ])
    expect(process.exitCode).not.toBe(1)
    expect(lines.mock.calls).toEqual([['allowed http://localhost:3001 (verified) for live']])
    expect((await loadProject(live, 'live'))?.origins).toEqual(['http://localhost:3001'])
  } finally {
    await channel.close()
    release()
    await live.close()
    rmSync(folder, { recursive: true, force: true })
  }
}, 60_000)

describe('finding 13: appkit admin errors print one clear line', () => {
  const bin = fileURLToPath(new URL('./bin.ts', import.meta.url))
  const appkit = (cwd: string, ...args: string[]) =>
    spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), bin, ...args], {
      cwd,
      encoding: 'utf8',
      timeout: 60_000,
    })

  it('a refused lock is one line, not a stack trace', () => {
    const folder = mkdtempSync(join(tmpdir(), 'appkit-admin-locked-'))
    const release = lockDataDir(join(folder, '.appkit', 'data'))
    try {
      const result = appkit(folder, 'admin', 'add-origin', 'shop', 'https://shop.test')
      expect(result.status).toBe(1)
      expect(result.stderr.trim().split('\n')).toEqual([
        `appkit admin: the database folder .appkit/data is in use by process ${process.pid} (appkit dev or npm run demo?); stop it, or use --memory`,
      ])
    } finally {
      release()
      rmSync(folder, { recursive: true, force: true })
    }
  }, 60_000)

  it('in a fresh folder it creates the database instead of an ENOENT trace, and an unknown project is one line', () => {
    const folder = mkdtempSync(join(tmpdir(), 'appkit-admin-fresh-'))
    try {
      const result = appkit(folder, 'admin', 'add-origin', 'nobody', 'https://shop.test')
      expect(result.stderr.trim().split('\n')).toEqual([
        'appkit admin: no project "nobody"; create it with "appkit admin add-project"',
      ])
      expect(result.status).toBe(1)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  }, 90_000)

  it('add-origin refuses https://*example.com with how to write a pattern, in one line', () => {
    const folder = mkdtempSync(join(tmpdir(), 'appkit-admin-pattern-'))
    try {
      const result = appkit(folder, 'admin', 'add-origin', 'shop', 'https://*example.com')
      expect(result.stderr.trim().split('\n')).toEqual([
        'appkit admin: "https://*example.com" is not an origin pattern; write it like https://*.example.com (one "*", as the whole leftmost label) or http://localhost:*',
      ])
      expect(result.status).toBe(1)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  }, 90_000)
})
