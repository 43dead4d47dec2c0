import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { guardHost, isServedHost, servedHostSet } from './hostCheck.js'

let server: Server | undefined
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
  server = undefined
})

/** A plain server behind guardHost; its handler counts what reached it. */
async function guarded(served: Parameters<typeof guardHost>[1] = {}) {
  const reached: string[] = []
  server = createServer((request, response) => {
    reached.push(request.headers.host ?? '')
    response.end('reached')
  })
  server.on('upgrade', (request, socket) => {
    reached.push(`upgrade ${request.headers.host}`)
    socket.end('HTTP/1.1 101 Switching Protocols\r\n\r\n')
  })
  guardHost(server, served)
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const send = (host: string, upgrade = false) =>
    new Promise<number>((resolve, reject) => {
      const headers: Record<string, string> = { host }
      if (upgrade) Object.assign(headers, { connection: 'Upgrade', upgrade: 'websocket' })
      const outgoing = request({ host: '127.0.0.1', port, headers }, (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      })
      outgoing.on('upgrade', (response, socket) => {
        socket.destroy()
        resolve(response.statusCode ?? 0)
      })
      outgoing.on('error', reject)
      outgoing.end()
    })
  return { port, reached, send }
}

describe('issue 25: every server answers only the Host names it serves', () => {
  it('lists 127.0.0.1, localhost, the listen host and public names with the port, and public URLs as they are', () => {
    expect([
      ...servedHostSet(4000, {
        names: ['0.0.0.0', 'dev.example', '::1'],
        urls: ['https://api.example.com', 'wss://relay.example.com:8443', 'not a url'],
      }),
    ]).toEqual([
      '127.0.0.1',
      '127.0.0.1:4000',
      'localhost',
      'localhost:4000',
      'dev.example',
      'dev.example:4000',
      '[::1]',
      '[::1]:4000',
      'api.example.com',
      'relay.example.com:8443',
    ])
    const hosts = servedHostSet(4000)
    expect(isServedHost('LocalHost:4000', hosts)).toBe(true)
    for (const header of [
      undefined,
      '',
      'localhost:4001',
      'attacker.example:4000',
      '0.0.0.0:4000',
      'localhost.attacker.example:4000',
    ])
      expect(isServedHost(header, hosts), String(header)).toBe(false)
  })

  it('refuses a rebound name (403 HOST_NOT_ALLOWED) before any handler, for requests and upgrades', async () => {
    const { port, reached, send } = await guarded({ names: ['dev.example'] })
    expect(await send(`attacker.example:${port}`)).toBe(403)
    expect(await send(`attacker.example:${port}`, true)).toBe(403)
    expect(await send(`0.0.0.0:${port}`)).toBe(403)
    expect(reached).toEqual([])
    expect(await send(`127.0.0.1:${port}`)).toBe(200)
    expect(await send(`localhost:${port}`)).toBe(200)
    expect(await send(`dev.example:${port}`)).toBe(200)
    expect(await send(`localhost:${port}`, true)).toBe(101)
    expect(reached).toEqual([
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      `dev.example:${port}`,
      `upgrade localhost:${port}`,
    ])
  })
})
