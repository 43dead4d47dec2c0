import { createHash } from 'node:crypto'
import { connect as connectTcp } from 'node:net'
import * as fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import {
  connectRelayClient,
  type RelayTestClient,
  signRelayJwt,
} from '../../tests/support/relayTestClient.js'
import {
  RELAY_MAX_ATTESTATION_CHARS,
  RELAY_MAX_FETCH_BYTES,
  RELAY_MAX_SOCKET_BUFFER_BYTES,
  RELAY_MAX_TOPICS_PER_SOCKET,
  RELAY_PROJECT_CACHE_MAX_ENTRIES,
} from '../constants.js'
import type { RelayProject } from './projectLookupCache.js'
import { type RelayServer, type StartRelayServerParameters, startRelayServer } from './startRelayServer.js'

const PROJECT_ID = 'hardening-project'
const APP_ORIGIN = 'https://app.example.com'
const cleanups: (() => Promise<unknown> | unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

let lookups = 0
async function relay(options: Partial<StartRelayServerParameters> = {}): Promise<RelayServer> {
  const server = await startRelayServer({
    host: '127.0.0.1',
    port: 0,
    lookupProject: async (projectId): Promise<RelayProject | undefined> => {
      lookups++
      return projectId === PROJECT_ID ? { origins: [APP_ORIGIN, 'https://*.example.org'] } : undefined
    },
    ...options,
  })
  cleanups.push(() => server.close())
  return server
}

async function client(server: RelayServer, options: { ack?: boolean; origin?: string } = {}) {
  const connected = await connectRelayClient(server.url, { projectId: PROJECT_ID, ...options })
  cleanups.push(() => connected.close())
  return connected
}

const topic = (name: string) => createHash('sha256').update(name).digest('hex')
const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms))

/** Sends raw bytes to host:port and resolves with the first line the server answers ('' when it only closes). */
function rawRequest(port: number, text: string, from = '127.0.0.1'): Promise<string> {
  return new Promise((resolve) => {
    const socket = connectTcp({ port, host: '127.0.0.1', localAddress: from })
    let answer = ''
    socket.setTimeout(2_000, () => socket.destroy())
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
      // Like a browser, the client keeps its side open until the status line: the token check is asynchronous.
      if (answer.includes('\r\n')) socket.end()
    })
    socket.on('error', () => undefined)
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''))
    socket.write(text)
  })
}

const upgradeRequest = (path: string, extraHeaders = '') =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n${extraHeaders}\r\n`

/** One publish from `sender` delivered to `receiver`: the relay still serves. */
async function roundTrip(sender: RelayTestClient, receiver: RelayTestClient) {
  const name = topic(crypto.randomUUID())
  expect((await receiver.call('irn_subscribe', { topic: name })).result).toBeTypeOf('string')
  expect((await sender.call('irn_publish', { topic: name, message: 'still serving', ttl: 300 })).result).toBe(
    true,
  )
  expect((await receiver.nextPush(name)).message).toBe('still serving')
}

describe('relay hardening', () => {
  it('finding 1: a malformed upgrade path (GET //[) is answered 400 and the relay keeps serving', async () => {
    const server = await relay()
    expect(await rawRequest(server.port, upgradeRequest('//['))).toBe('HTTP/1.1 400 Bad Request')
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((path) => path.replace(/[\r\n ]/g, '')),
        async (path) => {
          await rawRequest(server.port, upgradeRequest(`/${path}`))
        },
      ),
      { numRuns: 60 },
    )
    await roundTrip(await client(server), await client(server))
  })

  it('finding 2: irn_batchFetchMessages answers at most RELAY_MAX_FETCH_BYTES and says hasMore', async () => {
    const server = await relay()
    const sender = await client(server)
    const receiver = await client(server)
    const topics = [topic('f1'), topic('f2'), topic('f3')]
    const chunk = 'a'.repeat(100 * 1024)
    for (const name of topics)
      for (let index = 0; index < 6; index++)
        expect(
          (await sender.call('irn_publish', { topic: name, message: `${index}${chunk}`, ttl: 300 })).result,
        ).toBe(true)
    const first = await receiver.call('irn_batchFetchMessages', { topics })
    const page = first.result as { messages: unknown[]; hasMore: boolean }
    expect(JSON.stringify(first).length).toBeLessThanOrEqual(RELAY_MAX_FETCH_BYTES + 4096)
    expect(page.hasMore).toBe(true)
    let fetched = page.messages.length
    for (let round = 0; round < 5 && fetched < 18; round++)
      fetched += (
        (await receiver.call('irn_batchFetchMessages', { topics })).result as { messages: unknown[] }
      ).messages.length
    expect(fetched).toBe(18)
  })

  it('finding 3: a resubscribe replays only what the socket has not been sent yet', async () => {
    const server = await relay()
    const sender = await client(server)
    const receiver = await client(server, { ack: false })
    const name = topic('replay')
    await receiver.call('irn_subscribe', { topic: name })
    for (const message of ['one', 'two', 'three'])
      await sender.call('irn_publish', { topic: name, message, ttl: 300 })
    await settle()
    expect(receiver.pushes.map((push) => push.message)).toEqual(['one', 'two', 'three'])
    for (let again = 0; again < 5; again++) await receiver.call('irn_subscribe', { topic: name })
    await receiver.call('irn_batchSubscribe', { topics: [name, name] })
    await settle()
    expect(receiver.pushes.map((push) => push.message)).toEqual(['one', 'two', 'three'])
  })

  it('finding 3: unsolicited pongs do not keep a socket that never reads alive', async () => {
    const server = await relay({ pingIntervalMs: 100 })
    const reader = await client(server)
    const idle = await client(server)
    idle.socket.pause()
    const pongs = setInterval(() => idle.socket.pong('alive'), 20)
    cleanups.push(() => clearInterval(pongs))
    await expect.poll(() => server.stats().sockets, { timeout: 3_000 }).toBe(1)
    expect(server.stats().dropped).toBe(1)
    await roundTrip(await client(server), reader)
  })

  it('finding 3: what is queued to a socket that does not read stays under its byte limit', async () => {
    // Rates out of the way: this is about what the relay queues to a reader, not what it takes from a writer.
    const plenty = { points: 1024 * 1024 * 1024, seconds: 1 }
    const server = await relay({
      limits: {
        inboundBytesPerSocket: plenty,
        publishBytesPerSocket: plenty,
        publishBytesPerAddress: plenty,
        publishBytesPerProject: plenty,
      },
    })
    const sender = await client(server)
    const stalled = await client(server, { ack: false })
    const name = topic('stalled')
    await stalled.call('irn_subscribe', { topic: name })
    stalled.socket.pause()
    let most = 0
    for (let index = 0; index < 90; index++) {
      await sender.call('irn_publish', {
        topic: name,
        message: `${index}${'b'.repeat(120 * 1024)}`,
        ttl: 300,
      })
      most = Math.max(most, server.stats().bufferedBytes)
    }
    expect(most).toBeLessThanOrEqual(RELAY_MAX_SOCKET_BUFFER_BYTES)
    await roundTrip(sender, await client(server))
  })

  it('finding 3: a socket sending faster than its inbound byte rate is closed (1008) before its frames are parsed', async () => {
    const server = await relay({ limits: { inboundBytesPerSocket: { points: 64 * 1024, seconds: 60 } } })
    const flooder = await client(server)
    const bystander = await client(server)
    for (let index = 0; index < 10; index++) flooder.sendRaw(`${'['.repeat(5000)}${']'.repeat(5000)}`)
    expect(await flooder.closed).toBe(1008)
    expect(server.stats().dropped).toBe(1)
    await roundTrip(bystander, await client(server))
  })

  it('finding 4: stored messages are bounded in bytes, a long attestation is refused, and so are bytes past the rate', async () => {
    const server = await relay({ limits: { perProjectBytes: 2 * 1024 * 1024 } })
    const senders = await Promise.all(Array.from({ length: 4 }, () => client(server)))
    const refused = await senders[0]?.call('irn_publish', {
      topic: topic('att'),
      message: 'm',
      attestation: 'x'.repeat(RELAY_MAX_ATTESTATION_CHARS + 1),
    })
    expect(refused?.error?.code).toBe(-32005)
    expect(refused?.error?.message).toContain('attestation')
    const answers = await Promise.all(
      senders.flatMap((sender, s) =>
        Array.from({ length: 15 }, (_, index) =>
          sender.call('irn_publish', {
            topic: topic(`bytes${s}-${index % 3}`),
            message: `${index}${'c'.repeat(100 * 1024)}`,
            attestation: 'a'.repeat(RELAY_MAX_ATTESTATION_CHARS),
            ttl: 300,
          }),
        ),
      ),
    )
    // 15 publishes of 104 KiB is 1.5 MiB a socket, inside its byte burst; 60 of them overflow the project's 2 MiB.
    expect(answers.filter((answer) => answer.error)).toEqual([])
    expect(server.stats().storedBytes).toBeLessThanOrEqual(2 * 1024 * 1024)
    expect(server.stats().messages).toBeGreaterThan(0)
    let refusal: string | undefined
    for (let index = 0; index < 30 && !refusal; index++)
      refusal = (
        await senders[1]?.call('irn_publish', {
          topic: topic(`rate${index}`),
          message: 'd'.repeat(120 * 1024),
          ttl: 300,
        })
      )?.error?.message
    expect(refusal).toContain('too many bytes published on this socket')
  })

  it('finding 7: refused upgrades leave the project cache bounded; an over-long projectId is refused without a lookup', async () => {
    const server = await relay()
    const { jwt } = signRelayJwt(server.url)
    const before = lookups
    expect(await rawRequest(server.port, upgradeRequest(`/?auth=${jwt}&projectId=${'p'.repeat(5000)}`))).toBe(
      'HTTP/1.1 401 Unauthorized',
    )
    expect(lookups).toBe(before)
    for (let index = 0; index < 60; index++)
      await rawRequest(server.port, upgradeRequest(`/?auth=${jwt}&projectId=unknown-${index}`))
    expect(server.stats().projectsCached).toBeLessThanOrEqual(RELAY_PROJECT_CACHE_MAX_ENTRIES)
    expect(server.stats().projectsCached).toBeGreaterThan(0)
  })

  it('finding 7: one address making upgrades without end is refused 429 before any token check or lookup', async () => {
    const server = await relay({ limits: { upgradesPerAddress: { points: 5, seconds: 60 } } })
    const { jwt } = signRelayJwt(server.url)
    const path = `/?auth=${jwt}&projectId=unknown-flood`
    const answers = []
    for (let index = 0; index < 8; index++)
      answers.push(await rawRequest(server.port, upgradeRequest(path), '127.0.0.3'))
    // An unknown project is told over the socket (101, then close 3000), so the page can show Invalid Project ID.
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('HTTP/1.1 101 Switching Protocols'))
    expect(answers.slice(5)).toEqual(Array(3).fill('HTTP/1.1 429 Too Many Requests'))
    expect(await rawRequest(server.port, upgradeRequest(path), '127.0.0.4')).toBe(
      'HTTP/1.1 101 Switching Protocols',
    )
  })

  it('behind a trusted proxy, the upgrade limit counts each X-Forwarded-For client; from others the header is ignored', async () => {
    const server = await relay({
      limits: { upgradesPerAddress: { points: 2, seconds: 100 } },
      trustedProxies: ['127.0.0.9'],
    })
    const { jwt } = signRelayJwt(server.url)
    const path = `/?auth=${jwt}&projectId=unknown-proxied`
    const from = (sender: string, client: string) =>
      rawRequest(server.port, upgradeRequest(path, `X-Forwarded-For: ${client}\r\n`), sender)
    const proxied = [
      await from('127.0.0.9', '198.51.100.1'),
      await from('127.0.0.9', '198.51.100.1'),
      await from('127.0.0.9', '198.51.100.1'),
    ]
    expect(proxied.at(-1)).toBe('HTTP/1.1 429 Too Many Requests')
    expect(await from('127.0.0.9', '198.51.100.2')).toBe('HTTP/1.1 101 Switching Protocols')
    const spoofed = [
      await from('127.0.0.5', '192.0.2.1'),
      await from('127.0.0.5', '192.0.2.2'),
      await from('127.0.0.5', '192.0.2.3'),
    ]
    expect(spoofed.at(-1)).toBe('HTTP/1.1 429 Too Many Requests')
  })

  it('finding 14: a browser connects only from an allowed origin; native clients send none', async () => {
    const server = await relay()
    await expect(client(server, { origin: 'https://evil.example.net' })).rejects.toThrow('403')
    await expect(client(server, { origin: 'https://app.example.com/' })).rejects.toThrow('403')
    await expect(client(server, { origin: APP_ORIGIN })).resolves.toBeDefined()
    await expect(client(server, { origin: 'https://a.example.org' })).resolves.toBeDefined()
    await expect(client(server)).resolves.toBeDefined()
  })

  it('finding 14: the audience is checked against the relay URL, not the Host header', async () => {
    const server = await relay()
    // Another name of this relay (localhost) in Host: the audience is still its URL's (127.0.0.1).
    const { jwt } = signRelayJwt(`ws://localhost:${server.port}`)
    expect(
      await rawRequest(
        server.port,
        upgradeRequest(`/?auth=${jwt}&projectId=${PROJECT_ID}`).replace(
          'Host: 127.0.0.1',
          `Host: localhost:${server.port}`,
        ),
      ),
    ).toBe('HTTP/1.1 401 Unauthorized')
    // A name it does not serve (DNS rebinding) is refused before any token check (issue 25).
    const rebound = signRelayJwt('ws://relay.evil.test')
    expect(
      await rawRequest(
        server.port,
        upgradeRequest(`/?auth=${rebound.jwt}&projectId=${PROJECT_ID}`).replace(
          'Host: 127.0.0.1',
          'Host: relay.evil.test',
        ),
      ),
    ).toBe('HTTP/1.1 403 Forbidden')
    const proxied = await relay({ publicUrl: 'wss://relay.example.com' })
    await expect(
      connectRelayClient(`ws://127.0.0.1:${proxied.port}`, {
        projectId: PROJECT_ID,
        audience: 'wss://relay.example.com',
      }),
    ).resolves.toBeDefined()
  })

  it('finding 14: publishes are limited per project, not only per socket', async () => {
    const server = await relay({ limits: { publishesPerProject: { points: 20, seconds: 60 } } })
    const sockets = await Promise.all(Array.from({ length: 4 }, () => client(server)))
    const answers = await Promise.all(
      sockets.flatMap((socket, s) =>
        Array.from({ length: 10 }, (_, index) =>
          socket.call('irn_publish', { topic: topic(`project${s}`), message: `${s}-${index}`, ttl: 300 }),
        ),
      ),
    )
    const limited = answers.filter((answer) => answer.error?.code === -32005)
    expect(limited.length).toBeGreaterThanOrEqual(20)
    expect(limited[0]?.error?.message).toContain('project')
  })

  it('finding 14: an answer without result or error is not an ack, and gets -32600', async () => {
    const server = await relay()
    const sender = await client(server)
    const receiver = await client(server, { ack: false })
    const name = topic('noack')
    await receiver.call('irn_subscribe', { topic: name })
    await sender.call('irn_publish', { topic: name, message: 'm', ttl: 300 })
    const push = await receiver.nextPush(name)
    receiver.sendRaw(JSON.stringify({ id: push.id, jsonrpc: '2.0' }))
    await settle()
    expect(receiver.strays).toContainEqual({
      id: push.id,
      jsonrpc: '2.0',
      error: { code: -32600, message: 'Invalid Request' },
    })
    const fetched = await receiver.call('irn_batchFetchMessages', { topics: [name] })
    expect((fetched.result as { messages: { message: string }[] }).messages.map((m) => m.message)).toEqual([
      'm',
    ])
  })

  it('finding 14: malformed JSON-RPC gets -32600 with its id', async () => {
    const server = await relay()
    const socket = await client(server)
    socket.sendRaw('{"id":41,"jsonrpc":"2.0","method":7}')
    socket.sendRaw('{"id":42,"jsonrpc":"1.0","method":"irn_subscribe"}')
    socket.sendRaw('[1,2]')
    await settle()
    expect(socket.strays).toEqual([
      { id: 41, jsonrpc: '2.0', error: { code: -32600, message: 'Invalid Request' } },
      { id: 42, jsonrpc: '2.0', error: { code: -32600, message: 'Invalid Request' } },
      { id: null, jsonrpc: '2.0', error: { code: -32600, message: 'Invalid Request' } },
    ])
  })

  it('finding 14: a batch subscribe that would pass the topic cap subscribes none of it', async () => {
    const server = await relay()
    const socket = await client(server)
    const names = Array.from({ length: RELAY_MAX_TOPICS_PER_SOCKET + 100 }, (_, index) =>
      topic(`cap${index}`),
    )
    const below = RELAY_MAX_TOPICS_PER_SOCKET - 100
    for (let start = 0; start < below; start += 500)
      expect(
        (
          await socket.call('irn_batchSubscribe', {
            topics: names.slice(start, Math.min(start + 500, below)),
          })
        ).result,
      ).toBeDefined()
    const over = await socket.call('irn_batchSubscribe', { topics: names.slice(below, below + 200) })
    expect(over.error?.code).toBe(-32005)
    expect(server.stats().topics).toBe(below)
  })
})
