import { fork } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import WebSocket from 'ws'
import { RELAY_MAX_ATTESTATION_CHARS, RELAY_MAX_MESSAGE_CHARS } from '../services/constants.js'
import { connectRelayClient, signRelayJwt } from '../tests/support/relayTestClient.js'

// How much JS heap the relay allocates per big publish: a number that does not depend on the machine's load,
// unlike the soak's timings. A relay runs alone in a child process traced by V8 (--trace-gc-nvp); N publishes of
// the largest message with the longest attestation and a 16-digit request id (as the soak's big publishers send)
// go to a topic with 2 subscribers that read and ack, then a fetcher reads the topic once per 10 publishes.
// It prints the heap bytes allocated per publish, and the scavenges and full collections and their pauses.
// Run: npx tsx scripts/measureRelayAllocation.ts [--publishes 300] [--rounds 3]

const { values } = parseArgs({
  options: { publishes: { type: 'string', default: '300' }, rounds: { type: 'string', default: '3' } },
})
const PUBLISHES = Number(values.publishes)
const ROUNDS = Number(values.rounds)

const child = fork(fileURLToPath(new URL('./soak/allocationRelay.ts', import.meta.url)), [], {
  execArgv: ['--import', import.meta.resolve('tsx'), '--trace-gc-nvp', '--expose-gc'],
  stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
})
let trace = ''
child.stdout?.on('data', (chunk: Buffer) => {
  trace += chunk.toString()
})
const nextMessage = () =>
  new Promise<{ type: string; url?: string }>((resolve) => child.once('message', resolve))
const { url } = (await nextMessage()) as { url: string }
const mark = async () => {
  const marked = nextMessage()
  child.send({ type: 'mark' })
  await marked
}

const projectId = 'allocation'
const topic = createHash('sha256').update('allocation-topic').digest('hex')
const subscribers = await Promise.all([1, 2].map(() => connectRelayClient(url, { projectId })))
for (const subscriber of subscribers) await subscriber.call('irn_subscribe', { topic })
const fetcher = await connectRelayClient(url, { projectId })

const answers: ((text: string) => void)[] = []
/** A socket may burst 100 publishes: each publisher sends fewer, then the next socket takes over. */
const PUBLISHES_PER_SOCKET = 90
const openPublisher = async () => {
  const { jwt } = signRelayJwt(url)
  const socket = new WebSocket(`${url}/?auth=${jwt}&projectId=${projectId}`)
  await new Promise((resolve) => socket.once('open', resolve))
  socket.on('message', (raw) => answers.shift()?.(raw.toString()))
  return socket
}
let publisher = await openPublisher()
let sentOnSocket = 0
const attestation = 'a'.repeat(RELAY_MAX_ATTESTATION_CHARS)
const body = randomBytes((RELAY_MAX_MESSAGE_CHARS * 3) / 4 - 64).toString('base64')
let nextId = Date.now() * 1000

/** One publish as the soak's big publishers send it; resolves when both subscribers have the push. */
const publishOne = async () => {
  if (sentOnSocket++ === PUBLISHES_PER_SOCKET) {
    publisher.terminate()
    publisher = await openPublisher()
    sentOnSocket = 1
  }
  const message = `${randomBytes(24).toString('base64')}${body}`
  const answered = new Promise<string>((resolve) => answers.push(resolve))
  const pushed = subscribers.map((subscriber) => subscriber.nextPush(topic, message))
  publisher.send(
    `{"id":${nextId++},"jsonrpc":"2.0","method":"irn_publish","params":${JSON.stringify({ topic, message, attestation, ttl: 21_600 })}}`,
  )
  const answer = await answered
  if (!answer.includes('"result":true')) throw new Error(`publish refused: ${answer.slice(0, 200)}`)
  await Promise.all(pushed)
  for (const subscriber of subscribers) subscriber.pushes.length = 0
}

/** The trace between the last two marks: bytes allocated, and the collections (the forced one at the end left out). */
const sumBetweenLastMarks = () => {
  const lines = (trace.split('ALLOCATION-MARK').at(-2) ?? '')
    .split('\n')
    .filter((line) => line.includes('pause='))
  const field = (line: string, name: string) => new RegExp(`(?:^|\\s)${name}=([^\\s]+)`).exec(line)?.[1] ?? ''
  const allocated = lines.reduce((sum, line) => sum + Number(field(line, 'allocated')), 0)
  const byKind = { scavenges: { count: 0, ms: 0 }, 'full collections': { count: 0, ms: 0 } }
  for (const line of lines.slice(0, -1)) {
    const kind = byKind[field(line, 'gc') === 's' ? 'scavenges' : 'full collections']
    kind.count++
    kind.ms += Number(field(line, 'pause'))
  }
  return { allocated, byKind }
}

console.info(
  `relay heap allocation: ${PUBLISHES} publishes of ${RELAY_MAX_MESSAGE_CHARS / 1024} KiB with ${RELAY_MAX_ATTESTATION_CHARS / 1024} KiB attestations, 2 subscribers, a fetch every 10; ${ROUNDS} rounds`,
)
for (let round = 1; round <= ROUNDS; round++) {
  await mark()
  for (let index = 0; index < PUBLISHES; index++) {
    await publishOne()
    if (index % 10 === 9) await fetcher.call('irn_batchFetchMessages', { topics: [topic] })
  }
  await mark()
  const { allocated, byKind } = sumBetweenLastMarks()
  const collections = Object.entries(byKind)
    .map(([kind, { count, ms }]) => `${count} ${kind} (${ms.toFixed(0)} ms)`)
    .join(', ')
  console.info(
    `round ${round}: ${(allocated / PUBLISHES / 1024).toFixed(0)} KiB of heap allocated per publish (${(allocated / 1024 / 1024).toFixed(0)} MiB in all); ${collections}`,
  )
}
publisher.terminate()
fetcher.close()
for (const subscriber of subscribers) subscriber.close()
child.send({ type: 'stop' })
