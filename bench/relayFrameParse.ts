import { randomBytes } from 'node:crypto'
import { parseRelayFrame } from '../services/relay/parseRelayFrame.js'

// The relay's hot path for one received frame, without sockets: read it from its bytes (the JSON scan), then decode
// it whole, as startRelayServer does for every frame. Prints µs per frame and frames/s for the frames clients send.
// Run: npx tsx bench/relayFrameParse.ts [frames per kind] [rounds]
const FRAMES = Number(process.argv[2] ?? 20_000)
const ROUNDS = Number(process.argv[3] ?? 5)

const topic = randomBytes(32).toString('hex')
const publish = (messageBytes: number) =>
  Buffer.from(
    JSON.stringify({
      id: 1795454400338274123n.toString(),
      jsonrpc: '2.0',
      method: 'irn_publish',
      params: { topic, message: randomBytes(messageBytes).toString('base64'), ttl: 300, tag: 1108 },
    }).replace('"1795454400338274123"', '1795454400338274123'),
  )
const kinds: [string, Buffer][] = [
  ['ack (result true)', Buffer.from('{"id":1795454400338274123,"jsonrpc":"2.0","result":true}')],
  [
    'irn_subscribe',
    Buffer.from(
      `{"id":1795454400338274124,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topic}"}}`,
    ),
  ],
  ['irn_publish 1 KiB', publish(768)],
  ['irn_publish 16 KiB', publish(12 * 1024)],
  ['irn_publish 96 KiB', publish(72 * 1024)],
]

const readFrame = (bytes: Buffer) => parseRelayFrame(bytes).complete().value

for (const [name, bytes] of kinds) {
  for (let warm = 0; warm < 2_000; warm++) readFrame(bytes)
  const perFrame: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const started = process.hrtime.bigint()
    for (let index = 0; index < FRAMES; index++) readFrame(bytes)
    perFrame.push(Number(process.hrtime.bigint() - started) / 1000 / FRAMES)
  }
  perFrame.sort((a, b) => a - b)
  const median = perFrame[Math.floor(perFrame.length / 2)] ?? 0
  console.info(
    `${name.padEnd(20)} ${String(bytes.length).padStart(7)} B  ${median.toFixed(2).padStart(8)} µs/frame (median of ${ROUNDS})  ${Math.round(1e6 / median)} frames/s`,
  )
}
