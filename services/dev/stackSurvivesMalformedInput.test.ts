import { createHash } from 'node:crypto'
import { connect as connectTcp } from 'node:net'
import * as fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { connectRelayClient, signRelayJwt } from '../../tests/support/relayTestClient.js'
import { assertPortFree } from '../chain/assertPortFree.js'
import { freePort } from '../chain/freePort.js'
import { DEV_PROJECT_ID, PORT_OFFSETS } from './devDefaults.js'
import { type DevStack, startDevStack } from './startDevStack.js'

/**
 * Every handler survives any single request: random and malformed HTTP requests, websocket upgrades and
 * frames go to the running local stack (API and relay in one process, as `appkit dev` runs them), and the
 * stack still answers a health check and a relay round trip afterwards. Bounded to a few hundred inputs.
 */

let stack: DevStack
let apiPort: number
let relayPort: number
const relayUrl = () => stack.info.relayUrl ?? `ws://127.0.0.1:${relayPort}`

beforeAll(async () => {
  let portBase = await freePort()
  for (let attempt = 0; attempt < 10; attempt++) {
    portBase = ((await freePort()) % 50_000) + 10_000
    const ports = Object.values(PORT_OFFSETS).map((offset) => portBase + offset)
    const free = await Promise.all(
      ports.map((port) =>
        assertPortFree('127.0.0.1', port, 'test').then(
          () => true,
          () => false,
        ),
      ),
    )
    if (free.every(Boolean)) break
  }
  stack = await startDevStack({ portBase, dataDir: null, devJsonPath: null })
  apiPort = portBase + PORT_OFFSETS.api
  relayPort = portBase + PORT_OFFSETS.relay
}, 90_000)

afterAll(async () => {
  await stack?.close()
})

/** Writes raw bytes and resolves with the status code answered (0 when the server only closed), within 1 s. */
function rawExchange(port: number, bytes: string | Buffer): Promise<number> {
  return new Promise((resolve) => {
    // From a loopback address of its own: the relay's per-address upgrade limit is not the health check's.
    const socket = connectTcp({ port, host: '127.0.0.1', localAddress: '127.0.0.9' })
    let answer = ''
    const done = () => {
      socket.destroy()
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0))
    }
    socket.setTimeout(1_000, done)
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
      if (/\r\n\r\n/.test(answer)) done()
    })
    socket.on('error', done)
    socket.on('close', done)
    socket.write(bytes)
  })
}

const sdk = `projectId=${DEV_PROJECT_ID}&st=appkit&sv=fuzz`
const routes = [
  '/health',
  `/getWallets?${sdk}`,
  `/getWalletImage/x?${sdk}`,
  `/public/getTokenImage/DUSD?${sdk}`,
  `/appkit/v1/config?${sdk}`,
  `/projects/v1/origins?${sdk}`,
  `/e?${sdk}`,
  `/v1/?chainId=eip155:31337&projectId=${DEV_PROJECT_ID}`,
  `/v1/account/0x70997970C51812dc3A010C7d01b50e0d17dc79C8/balance?${sdk}`,
  `/v1/account/0x70997970C51812dc3A010C7d01b50e0d17dc79C8/history?${sdk}`,
  `/v1/fungible/price?${sdk}`,
  `/v1/identity/0x70997970C51812dc3A010C7d01b50e0d17dc79C8?${sdk}`,
  `/v1/profile/account?${sdk}`,
  `/v1/profile/account/alice.reown.id?${sdk}`,
  `/v1/profile/reverse/0x70997970C51812dc3A010C7d01b50e0d17dc79C8?${sdk}`,
  `/v1/profile/suggestions/alice?zone=reown.id&${sdk}`,
  '//[',
  '/%',
  '/?',
]
const text = fc.string({ unit: 'binary', maxLength: 200 })
const headerText = fc
  .string({ unit: 'binary-ascii', maxLength: 80 })
  .map((value) => value.replace(/[\r\n]/g, ''))
const jsonText = fc.oneof(
  fc.json({ maxDepth: 6 }),
  fc.constant(`${'['.repeat(5000)}${']'.repeat(5000)}`),
  fc.constant('{"jsonrpc":"2.0","id":1,"method":"eth_call","params":[{"to":"0x00"}]}'),
  text,
)

/** One HTTP/1.1 request: a real route or noise for a path, random query, headers and body, sometimes lying about its length. */
const httpRequest = fc
  .record({
    method: fc.constantFrom('GET', 'POST', 'OPTIONS', 'PUT', 'DELETE', 'HEAD', 'GE T', ''),
    path: fc.oneof(
      fc.constantFrom(...routes),
      headerText.map((noise) => `/${noise.replace(/ /g, '')}`),
    ),
    query: fc.oneof(
      fc.constant(''),
      headerText.map((noise) => `&x=${encodeURIComponent(noise)}`),
      headerText.map((noise) => noise.replace(/ /g, '')),
    ),
    origin: fc.option(
      fc.oneof(fc.constant('http://localhost:5173'), fc.constant('http://localhost:5173/'), headerText),
    ),
    host: fc.option(headerText),
    body: jsonText,
    lie: fc.integer({ min: -5, max: 5 }),
  })
  .map(({ method, path, query, origin, host, body, lie }) => {
    const length = Math.max(0, Buffer.byteLength(body) + lie)
    const headers = [
      `Host: ${host ?? '127.0.0.1'}`,
      ...(origin === null ? [] : [`Origin: ${origin}`]),
      'Content-Type: application/json',
      `Content-Length: ${length}`,
      'Connection: close',
    ]
    return `${method} ${path}${query} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n${body}`
  })

const upgrade = (path: string, origin: string | null) =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n${origin === null ? '' : `Origin: ${origin}\r\n`}\r\n`

const topic = (name: string) => createHash('sha256').update(name).digest('hex')
const methods = [
  'irn_publish',
  'irn_subscribe',
  'irn_batchSubscribe',
  'irn_unsubscribe',
  'irn_batchFetchMessages',
  'wc_proposeSession',
  'wc_approveSession',
  'irn_subscription',
]
const frame = fc.oneof(
  text,
  fc.json({ maxDepth: 8 }),
  fc.constant(`${'['.repeat(100_000)}${']'.repeat(100_000)}`),
  fc
    .record({
      id: fc.oneof(fc.integer(), fc.string(), fc.constant('12345678901234567890'), fc.constant(null)),
      method: fc.constantFrom(...methods),
      params: fc.oneof(
        fc.jsonValue({ maxDepth: 4 }),
        fc.record(
          {
            topic: fc.oneof(fc.constant(topic('fuzz')), fc.string()),
            topics: fc.array(fc.oneof(fc.constant(topic('fuzz')), fc.string()), { maxLength: 5 }),
            message: fc.string({ maxLength: 300 }),
            attestation: fc.oneof(fc.constant(null), fc.string({ maxLength: 100 })),
            ttl: fc.oneof(fc.integer(), fc.double()),
            tag: fc.oneof(fc.integer(), fc.double()),
            pairingTopic: fc.constant(topic('fuzz')),
            sessionTopic: fc.constant(topic('fuzz2')),
            sessionProposal: fc.string({ maxLength: 50 }),
          },
          { requiredKeys: [] },
        ),
      ),
    })
    .map((request) => JSON.stringify({ jsonrpc: '2.0', ...request })),
  fc
    .record({ id: fc.oneof(fc.integer(), fc.string()), result: fc.jsonValue({ maxDepth: 2 }) })
    .map((answer) => JSON.stringify({ jsonrpc: '2.0', ...answer })),
)

/** The stack still serves: the API's health check and one publish delivered through the relay. */
async function stillServes() {
  expect((await fetch(`http://127.0.0.1:${apiPort}/health`)).ok).toBe(true)
  const sender = await connectRelayClient(relayUrl(), { projectId: DEV_PROJECT_ID })
  const receiver = await connectRelayClient(relayUrl(), { projectId: DEV_PROJECT_ID })
  try {
    const name = topic(crypto.randomUUID())
    await receiver.call('irn_subscribe', { topic: name })
    await sender.call('irn_publish', { topic: name, message: 'after the fuzz', ttl: 300 })
    expect((await receiver.nextPush(name)).message).toBe('after the fuzz')
  } finally {
    sender.close()
    receiver.close()
  }
}

describe('the local stack under random and malformed input', () => {
  it('answers random HTTP requests to the API and the relay one by one, never with a crash', async () => {
    const statuses: number[] = []
    await fc.assert(
      fc.asyncProperty(httpRequest, fc.boolean(), async (request, toRelay) => {
        statuses.push(await rawExchange(toRelay ? relayPort : apiPort, request))
      }),
      { numRuns: 150 },
    )
    // An internal error would be a handler that threw: each request is refused with a 4xx or served.
    expect(statuses.filter((status) => status >= 500 && status !== 502)).toEqual([])
    await stillServes()
  }, 120_000)

  it('refuses random websocket upgrades one by one', async () => {
    const { jwt } = signRelayJwt(relayUrl())
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          headerText.map((noise) => `/${noise.replace(/ /g, '')}`),
          headerText.map((noise) => `/?auth=${jwt}&projectId=${encodeURIComponent(noise)}`),
          headerText.map((noise) => `/?auth=${encodeURIComponent(noise)}&projectId=${DEV_PROJECT_ID}`),
          fc.constant('//['),
        ),
        fc.option(
          fc.oneof(fc.constant('http://localhost:5173'), fc.constant('https://evil.example'), headerText),
        ),
        async (path, origin) => {
          await rawExchange(relayPort, upgrade(path, origin))
        },
      ),
      { numRuns: 100 },
    )
    await stillServes()
  }, 120_000)

  it('answers or closes only the socket that sends random frames', async () => {
    const bystander = await connectRelayClient(relayUrl(), { projectId: DEV_PROJECT_ID })
    let socket = await connectRelayClient(relayUrl(), { projectId: DEV_PROJECT_ID })
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(frame, fc.uint8Array({ maxLength: 64 })), { minLength: 1, maxLength: 5 }),
        async (frames) => {
          if (socket.socket.readyState !== WebSocket.OPEN)
            socket = await connectRelayClient(relayUrl(), { projectId: DEV_PROJECT_ID })
          for (const data of frames) socket.socket.send(data)
          await new Promise((resolve) => setTimeout(resolve, 5))
        },
      ),
      { numRuns: 200 },
    )
    socket.close()
    expect(bystander.socket.readyState).toBe(WebSocket.OPEN)
    bystander.close()
    await stillServes()
  }, 120_000)
})
