import { createHash, generateKeyPairSync, sign } from 'node:crypto'
import { base58 } from '@scure/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import { RELAY_BATCH_LIMIT } from '../../plugins/walletconnect/protocol/relay.js'
import { RELAY_MAX_MESSAGE_CHARS, RELAY_PING_INTERVAL_MS, RELAY_PUBLISHES_PER_SOCKET } from '../constants.js'
import { type RelayServer, startRelayServer } from './startRelayServer.js'

const PROJECT_ID = 'relay-test-project'
const cleanups: (() => Promise<unknown> | unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function relay(pingIntervalMs?: number): Promise<RelayServer> {
  const server = await startRelayServer({
    host: '127.0.0.1',
    port: 0,
    ...(pingIntervalMs ? { pingIntervalMs } : {}),
    lookupProject: async (projectId) => (projectId === PROJECT_ID ? { origins: [] } : undefined),
  })
  cleanups.push(() => server.close())
  return server
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** Signs a relay-auth JWT like @walletconnect/relay-auth: EdDSA, did:key issuer. */
function relayJwt(aud: string, options: { exp?: number; iat?: number } = {}) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32)
  const iss = `did:key:z${base58.encode(Uint8Array.from([0xed, 0x01, ...raw]))}`
  const iat = options.iat ?? Math.floor(Date.now() / 1000)
  const data = `${b64url({ alg: 'EdDSA', typ: 'JWT' })}.${b64url({ iss, sub: 'x', aud, iat, exp: options.exp ?? iat + 86_400 })}`
  return { jwt: `${data}.${sign(null, Buffer.from(data), privateKey).toString('base64url')}`, clientId: iss }
}

type Client = {
  clientId: string
  socket: WebSocket
  /** Sends a request with a 19-digit id and resolves with the raw answer text. */
  call(method: string, params: unknown): Promise<string>
  /** irn_subscription pushes received so far (acked). */
  pushes: { topic: string; message: string }[]
  /** The same pushes as the frames' text. */
  pushFrames: string[]
}

async function connect(server: RelayServer): Promise<Client> {
  const { jwt, clientId } = relayJwt(server.url)
  const socket = new WebSocket(`${server.url}/?auth=${jwt}&projectId=${PROJECT_ID}`)
  cleanups.push(() => socket.terminate())
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  const waiting = new Map<string, (text: string) => void>()
  const pushes: Client['pushes'] = []
  const pushFrames: string[] = []
  let next = 1_700_000_000_000_000_000n
  socket.on('message', (raw) => {
    const text = raw.toString()
    const value = JSON.parse(text)
    if (value.method === 'irn_subscription') {
      pushes.push({ topic: value.params.data.topic, message: value.params.data.message })
      pushFrames.push(text)
      socket.send(JSON.stringify({ id: value.id, jsonrpc: '2.0', result: true }))
      return
    }
    const id = /"id":(\d+)/.exec(text)?.[1] ?? ''
    waiting.get(id)?.(text)
  })
  return {
    clientId,
    socket,
    pushes,
    pushFrames,
    call: (method, params) =>
      new Promise((resolve) => {
        const id = (next++).toString()
        waiting.set(id, resolve)
        socket.send(`{"id":${id},"jsonrpc":"2.0","method":"${method}","params":${JSON.stringify(params)}}`)
      }),
  }
}

const topic = (name: string) => createHash('sha256').update(name).digest('hex')
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('relay protocol', () => {
  it('answers with the 19-digit request id unchanged and the subscription id sha256(topic + client id)', async () => {
    const client = await connect(await relay())
    const answer = await client.call('irn_subscribe', { topic: topic('a') })
    expect(answer).toMatch(/^\{"id":1700000000000000000,/)
    expect(JSON.parse(answer).result).toBe(
      createHash('sha256')
        .update(topic('a') + client.clientId)
        .digest('hex'),
    )
  })

  it('keeps messages until their ttl for late subscribers, never echoes to the sender, drops duplicates', async () => {
    const server = await relay()
    const sender = await connect(server)
    const receiver = await connect(server)
    await sender.call('irn_subscribe', { topic: topic('t') })
    await sender.call('irn_publish', { topic: topic('t'), message: 'hello', ttl: 300, tag: 1100 })
    await sender.call('irn_publish', { topic: topic('t'), message: 'hello', ttl: 300, tag: 1100 })
    await receiver.call('irn_subscribe', { topic: topic('t') })
    await settle()
    expect(receiver.pushes).toEqual([{ topic: topic('t'), message: 'hello' }])
    expect(sender.pushes).toEqual([])
    // Acked messages are not delivered again, even to a batch fetch.
    const fetched = JSON.parse(await receiver.call('irn_batchFetchMessages', { topics: [topic('t')] }))
    expect(fetched.result).toEqual({ messages: [], hasMore: false })
  })

  it('a push and a fetch answer carry each message event exactly as JSON.stringify writes it, whatever its characters', async () => {
    const server = await relay()
    const sender = await connect(server)
    const subscriber = await connect(server)
    const fetcher = await connect(server)
    await subscriber.call('irn_subscribe', { topic: topic('bytes') })
    const messages = [
      'plain base64 AbC+/=',
      'é ü 日本 😀 \u2028 "quoted" back\\slash \n\t\u0000 and a lone \ud800',
      `${'x'.repeat(RELAY_MAX_MESSAGE_CHARS - 1)}€`,
    ]
    for (const [index, message] of messages.entries())
      expect(
        await sender.call('irn_publish', {
          topic: topic('bytes'),
          message,
          ttl: 300,
          tag: 1108,
          ...(index === 1 ? { attestation: 'att "€"' } : {}),
        }),
      ).toMatch(/"result":true/)
    await vi.waitFor(() => expect(subscriber.pushes).toHaveLength(messages.length))
    const event = (message: string, publishedAt: number, index: number) =>
      JSON.stringify({
        topic: topic('bytes'),
        message,
        publishedAt,
        attestation: index === 1 ? 'att "€"' : null,
        tag: 1108,
      })
    const subscription = createHash('sha256')
      .update(topic('bytes') + subscriber.clientId)
      .digest('hex')
    const publishedAts: number[] = []
    for (const [index, frame] of subscriber.pushFrames.entries()) {
      const push = JSON.parse(frame)
      publishedAts.push(push.params.data.publishedAt)
      expect(frame).toBe(
        `{"id":${push.id},"jsonrpc":"2.0","method":"irn_subscription","params":{"id":"${subscription}","data":${event(messages[index] ?? '', push.params.data.publishedAt, index)}}}`,
      )
    }
    const fetched = await fetcher.call('irn_batchFetchMessages', { topics: [topic('bytes')] })
    expect(fetched).toBe(
      `{"id":${/"id":(\d+)/.exec(fetched)?.[1]},"jsonrpc":"2.0","result":{"messages":[${messages.map((message, index) => event(message, publishedAts[index] ?? 0, index)).join(',')}],"hasMore":false}}`,
    )
  })

  it('an empty message is acknowledged and ignored: never stored, never delivered', async () => {
    const server = await relay()
    const sender = await connect(server)
    const receiver = await connect(server)
    expect(
      JSON.parse(await sender.call('irn_publish', { topic: topic('e'), message: '', ttl: 300 })).result,
    ).toBe(true)
    await sender.call('irn_publish', { topic: topic('e'), message: 'after', ttl: 300 })
    await receiver.call('irn_subscribe', { topic: topic('e') })
    await vi.waitFor(() => expect(receiver.pushes.length).toBeGreaterThan(0))
    expect(receiver.pushes).toEqual([{ topic: topic('e'), message: 'after' }])
  })

  it('wc_proposeSession and wc_approveSession subscribe the caller to the topic', async () => {
    const server = await relay()
    const dapp = await connect(server)
    const wallet = await connect(server)
    await dapp.call('wc_proposeSession', { pairingTopic: topic('p'), sessionProposal: 'proposal', ttl: 300 })
    await wallet.call('irn_subscribe', { topic: topic('p') })
    await wallet.call('wc_approveSession', {
      pairingTopic: topic('p'),
      sessionTopic: topic('s'),
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    await dapp.call('irn_subscribe', { topic: topic('s') })
    await dapp.call('irn_publish', { topic: topic('s'), message: 'request', ttl: 300 })
    await settle()
    expect(dapp.pushes.map((push) => push.message)).toEqual(['response', 'settle'])
    expect(wallet.pushes.map((push) => push.message)).toEqual(['proposal', 'request'])
  })

  it('refuses a batch over 500 topics, an oversized message and a flooding publisher', async () => {
    const client = await connect(await relay())
    const topics = Array.from({ length: RELAY_BATCH_LIMIT + 1 }, (_, index) => topic(`${index}`))
    expect(JSON.parse(await client.call('irn_batchSubscribe', { topics })).error.code).toBe(-32602)
    expect(
      JSON.parse(await client.call('irn_batchSubscribe', { topics: topics.slice(0, RELAY_BATCH_LIMIT) }))
        .result,
    ).toHaveLength(RELAY_BATCH_LIMIT)
    const big = 'x'.repeat(RELAY_MAX_MESSAGE_CHARS + 1)
    expect(JSON.parse(await client.call('irn_publish', { topic: topic('o'), message: big })).error.code).toBe(
      -32005,
    )
    const answers = await Promise.all(
      Array.from({ length: RELAY_PUBLISHES_PER_SOCKET.points + 20 }, (_, index) =>
        client.call('irn_publish', { topic: topic('f'), message: `m${index}` }),
      ),
    )
    const limited = answers.filter((answer) => JSON.parse(answer).error?.code === -32005)
    expect(limited.length).toBeGreaterThan(0)
  })

  it('pings every socket well inside the 35 s the clients wait before dropping it', async () => {
    const client = await connect(await relay(50))
    const pinged = new Promise<boolean>((resolve) => client.socket.once('ping', () => resolve(true)))
    expect(await pinged).toBe(true)
    expect(RELAY_PING_INTERVAL_MS).toBeLessThan(35_000 / 2)
  })

  it('answers an unknown method with -32601 and bad params with -32602', async () => {
    const client = await connect(await relay())
    expect(JSON.parse(await client.call('irn_nope', {})).error.code).toBe(-32601)
    expect(JSON.parse(await client.call('irn_subscribe', { topic: 'zz' })).error.code).toBe(-32602)
  })
})

describe('relay auth', () => {
  const status = (url: string) =>
    new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(url)
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
      socket.on('open', () => {
        socket.close()
        resolve(101)
      })
      socket.on('error', (error) => {
        if (!String(error.message).includes('Unexpected server response')) reject(error)
      })
    })

  it('refuses with HTTP 401 before the upgrade: no JWT, a bad JWT, an expired one, another audience', async () => {
    const server = await relay()
    const valid = relayJwt(server.url).jwt
    expect(await status(`${server.url}/?auth=${valid}&projectId=${PROJECT_ID}`)).toBe(101)
    expect(await status(`${server.url}/?projectId=${PROJECT_ID}`)).toBe(401)
    expect(await status(`${server.url}/?projectId=${PROJECT_ID}&auth=a.b.c`)).toBe(401)
    const expired = relayJwt(server.url, { exp: Math.floor(Date.now() / 1000) - 1 }).jwt
    expect(await status(`${server.url}/?auth=${expired}&projectId=${PROJECT_ID}`)).toBe(401)
    const elsewhere = relayJwt('wss://relay.example.com').jwt
    expect(await status(`${server.url}/?auth=${elsewhere}&projectId=${PROJECT_ID}`)).toBe(401)
    const tampered = `${valid.slice(0, -4)}AAAA`
    expect(await status(`${server.url}/?auth=${tampered}&projectId=${PROJECT_ID}`)).toBe(401)
  })

  /** Opens a socket and resolves with the code and reason it is closed with. */
  const closing = (url: string) =>
    new Promise<{ code: number; reason: string }>((resolve, reject) => {
      const socket = new WebSocket(url)
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }))
      socket.on('error', reject)
    })

  it("an unknown projectId is told over the socket, so a browser can read it: close 3000 'Unauthorized: invalid key'", async () => {
    const server = await relay()
    const valid = relayJwt(server.url).jwt
    expect(await closing(`${server.url}/?auth=${valid}&projectId=unknown`)).toEqual({
      code: 3000,
      reason: 'Unauthorized: invalid key',
    })
  })

  it("a token issued in the relay's future (the client's clock is ahead) closes with 'JWT Token is not yet valid'", async () => {
    const server = await relay()
    const ahead = relayJwt(server.url, { iat: Math.floor(Date.now() / 1000) + 3600 }).jwt
    expect(await closing(`${server.url}/?auth=${ahead}&projectId=${PROJECT_ID}`)).toEqual({
      code: 3000,
      reason: 'JWT validation error: JWT Token is not yet valid',
    })
    // A clock a few seconds ahead is still accepted.
    const slightly = relayJwt(server.url, { iat: Math.floor(Date.now() / 1000) + 30 }).jwt
    expect(await status(`${server.url}/?auth=${slightly}&projectId=${PROJECT_ID}`)).toBe(101)
  })
})
