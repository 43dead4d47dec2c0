import { createHash, generateKeyPairSync, sign } from 'node:crypto'
import { base58 } from '@scure/base'
import WebSocket from 'ws'
import { startRelayServer } from '../services/relay/startRelayServer.js'

// Relay throughput on loopback: one publisher, one subscriber, N messages of a realistic size, acked.
// Run: npx tsx bench/relayThroughput.ts [messages]
const MESSAGES = Number(process.argv[2] ?? 20_000)
const PROJECT_ID = 'bench'

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
function relayJwt(aud: string) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32)
  const iss = `did:key:z${base58.encode(Uint8Array.from([0xed, 0x01, ...raw]))}`
  const iat = Math.floor(Date.now() / 1000)
  const data = `${b64url({ alg: 'EdDSA', typ: 'JWT' })}.${b64url({ iss, sub: 'bench', aud, iat, exp: iat + 3600 })}`
  return `${data}.${sign(null, Buffer.from(data), privateKey).toString('base64url')}`
}
const open = async (url: string) => {
  const socket = new WebSocket(`${url}/?auth=${relayJwt(url)}&projectId=${PROJECT_ID}`)
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  return socket
}

const relay = await startRelayServer({
  host: '127.0.0.1',
  port: 0,
  lookupProject: async () => ({ origins: [] }),
  // The bench measures throughput: many sockets of one project, from one address, publish at once.
  limits: {
    publishesPerProject: { points: 1_000_000, seconds: 1 },
    publishesPerAddress: { points: 1_000_000, seconds: 1 },
    upgradesPerAddress: { points: 1_000_000, seconds: 1 },
  },
})
const publisher = await open(relay.url)
const subscriber = await open(relay.url)
const topic = createHash('sha256').update('bench').digest('hex')
let id = 1
const subscribed = new Promise((resolve) => subscriber.once('message', resolve))
subscriber.send(JSON.stringify({ id: id++, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } }))
await subscribed

let received = 0
const done = new Promise<void>((resolve) => {
  subscriber.on('message', (raw) => {
    const value = JSON.parse(raw.toString())
    if (value.method !== 'irn_subscription') return
    subscriber.send(JSON.stringify({ id: value.id, jsonrpc: '2.0', result: true }))
    if (++received === MESSAGES) resolve()
  })
})
// One socket may burst 100 publishes (the flood limit), so the load comes from MESSAGES / 100 publisher sockets.
const body = Buffer.alloc(600, 7).toString('base64')
let sent = 0
const publishers = await Promise.all(Array.from({ length: Math.ceil(MESSAGES / 100) }, () => open(relay.url)))
const startedAt = performance.now()
for (const socket of publishers)
  for (let index = 0; index < 100 && sent < MESSAGES; index++, sent++)
    socket.send(
      JSON.stringify({
        id: id++,
        jsonrpc: '2.0',
        method: 'irn_publish',
        params: { topic, message: `${sent}:${body}`, ttl: 300, tag: 1108 },
      }),
    )
await done
const seconds = (performance.now() - startedAt) / 1000
console.info(
  `relay throughput: ${MESSAGES} messages of ~${body.length} B published and delivered (acked) in ${seconds.toFixed(2)} s = ${Math.round(MESSAGES / seconds)} msg/s`,
)
for (const socket of [publisher, subscriber, ...publishers]) socket.terminate()
await relay.close()
