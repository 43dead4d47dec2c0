import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import type { RelayStats } from '../services/relay/startRelayServer.js'
import type { AbuseRecord } from './soak/abusers.js'
import { type NormalRecord, startNormalPair } from './soak/normalPair.js'

// The soak of the local stack: N normal dapp/wallet pairs do sessions and requests through the relay,
// first alone (the unloaded figures), then while abusive clients run (the loaded figures). It reports the
// normal clients' delivery latency p50/p99 and the stack process's RSS over time, and exits 1 when memory
// does not stay flat or the loaded p99 is over twice the unloaded one.
// Run: npm run soak -- [--clients 20] [--abusers 2] [--unloaded 20] [--duration 60]

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '20' },
    abusers: { type: 'string', default: '2' },
    unloaded: { type: 'string', default: '20' },
    duration: { type: 'string', default: '60' },
    'sample-every': { type: 'string', default: '5' },
  },
})
const CLIENTS = Number(values.clients)
const ABUSERS_PER_KIND = Number(values.abusers)
const UNLOADED_S = Number(values.unloaded)
const LOADED_S = Number(values.duration)
const SAMPLE_S = Number(values['sample-every'])
for (const [name, value] of Object.entries({ CLIENTS, ABUSERS_PER_KIND, UNLOADED_S, LOADED_S, SAMPLE_S }))
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number, got ${value}`)

type Sample = { rss: number; heapUsed: number; cpuMicros: number; loopDelayP99Ms: number; relay: RelayStats }
const child = fork(fileURLToPath(new URL('./soak/soakStack.ts', import.meta.url)), [], {
  execArgv: ['--import', import.meta.resolve('tsx')],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
})
const ready = await new Promise<{ relayUrl: string; projectId: string }>((resolve, reject) => {
  child.once('message', (message) => resolve(message as { relayUrl: string; projectId: string }))
  child.once('exit', (code) => reject(new Error(`the soak stack exited with ${code}`)))
})
const sample = () =>
  new Promise<Sample>((resolve) => {
    child.once('message', (message) => resolve(message as Sample))
    child.send({ type: 'sample' })
  })

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
}
const timeline: ({ phase: string; second: number; at: number; cpuPercent: number } & Sample)[] = []
const startedAt = performance.now()
const recordSample = async (phase: string) => {
  const taken = await sample()
  const previous = timeline.at(-1)
  const at = performance.now()
  // The stack process's CPU since the last sample, in percent of one core.
  const cpuPercent = previous ? ((taken.cpuMicros - previous.cpuMicros) / 1000 / (at - previous.at)) * 100 : 0
  timeline.push({ phase, second: Math.round((at - startedAt) / 1000), at, cpuPercent, ...taken })
  const last = timeline.at(-1)
  if (last)
    console.info(
      `${String(last.second).padStart(4)} s  ${phase.padEnd(8)} rss ${mib(last.rss).padStart(6)} MiB  heap ${mib(last.heapUsed).padStart(6)} MiB  stored ${mib(last.relay.storedBytes).padStart(5)} MiB  queued ${mib(last.relay.bufferedBytes).padStart(5)} MiB  sockets ${last.relay.sockets}  dropped ${last.relay.dropped}  cpu ${last.cpuPercent.toFixed(0).padStart(3)}%  loop p99 ${last.loopDelayP99Ms.toFixed(1)} ms`,
    )
}
const runPhase = async (phase: string, seconds: number) => {
  const end = performance.now() + seconds * 1000
  while (performance.now() < end) {
    await sleep(Math.min(SAMPLE_S * 1000, Math.max(0, end - performance.now())))
    await recordSample(phase)
  }
}

const newRecord = (): NormalRecord => ({ latencies: [], lost: 0, refused: 0, sessions: 0 })
const pairOptions = {
  relayUrl: ready.relayUrl,
  projectId: ready.projectId,
  requestsPerSession: 10,
  requestIntervalMs: 100,
}

console.info(
  `soak: ${CLIENTS} normal pairs (dapp + wallet), then + ${ABUSERS_PER_KIND} abusers of each of 5 kinds; relay ${ready.relayUrl}`,
)
await recordSample('idle')
const record = newRecord()
const pairs = await Promise.all(
  Array.from({ length: CLIENTS }, () => startNormalPair({ ...pairOptions, record })),
)
/** What the pairs recorded in the phase that ends, leaving `record` empty for the next. */
const swap = () => {
  const done = { ...record, latencies: [...record.latencies] }
  record.latencies.length = 0
  record.lost = 0
  record.refused = 0
  record.sessions = 0
  return done
}
await runPhase('unloaded', UNLOADED_S)
const unloaded = swap()
const abusers = fork(fileURLToPath(new URL('./soak/abuseProcess.ts', import.meta.url)), [], {
  execArgv: ['--import', import.meta.resolve('tsx')],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
})
abusers.send({
  type: 'start',
  relayUrl: ready.relayUrl,
  projectId: ready.projectId,
  perKind: ABUSERS_PER_KIND,
})
await runPhase('loaded', LOADED_S)
const loaded = swap()
const abuse = await new Promise<AbuseRecord>((resolve) => {
  abusers.once('message', (message) => resolve((message as { record: AbuseRecord }).record))
  abusers.send({ type: 'stop' })
})
await Promise.all(pairs.map((pair) => pair.stop()))
await recordSample('after')
child.send({ type: 'stop' })

const loadedSamples = timeline.filter((entry) => entry.phase === 'loaded')
const firstLoaded = loadedSamples[0]
const lastLoaded = loadedSamples.at(-1)
// Flat: the caps fill within the first half of the loaded phase; after it, RSS never passes that half's peak by 10%.
const firstHalf = loadedSamples.slice(0, Math.ceil(loadedSamples.length / 2))
const secondHalf = loadedSamples.slice(Math.ceil(loadedSamples.length / 2))
const settledPeak = Math.max(...firstHalf.map((entry) => entry.rss))
const flat = secondHalf.length > 0 && secondHalf.every((entry) => entry.rss <= settledPeak * 1.1)
const p = (phase: NormalRecord, q: number) => quantile(phase.latencies, q)
const withinTwice = p(loaded, 0.99) <= 2 * p(unloaded, 0.99)

console.info('')
console.info(
  `clients: ${CLIENTS} pairs (${CLIENTS * 2} sockets); abusers: ${ABUSERS_PER_KIND * 5} sockets (${ABUSERS_PER_KIND} each: stalled reader, resubscriber, big publisher, fetcher, junk)`,
)
console.info(`duration: ${UNLOADED_S} s unloaded, ${LOADED_S} s loaded`)
for (const [name, phase] of [
  ['unloaded', unloaded],
  ['loaded', loaded],
] as const)
  console.info(
    `${name.padEnd(8)}: ${phase.latencies.length} deliveries, ${phase.sessions} sessions, p50 ${p(phase, 0.5).toFixed(2)} ms, p99 ${p(phase, 0.99).toFixed(2)} ms, max ${Math.max(...phase.latencies).toFixed(1)} ms, lost ${phase.lost}, refused ${phase.refused}`,
  )
console.info(
  `abuse: ${abuse.publishes} big publishes sent, ${abuse.junkFrames} junk frames, ${abuse.refusedUpgrades} refused upgrades, ${abuse.reconnects} reconnects after drops`,
)
console.info(
  `RSS: ${mib(timeline[0]?.rss ?? 0)} MiB idle, ${mib(firstLoaded?.rss ?? 0)} MiB at the loaded start, ${mib(settledPeak)} MiB peak of the first half, ${mib(lastLoaded?.rss ?? 0)} MiB at the end, max ${mib(Math.max(...timeline.map((entry) => entry.rss)))} MiB`,
)
console.info(
  `memory flat: ${flat ? 'yes' : 'NO'}; loaded p99 within 2x unloaded: ${withinTwice ? 'yes' : 'NO'}; normal deliveries lost or refused under load: ${loaded.lost + loaded.refused}`,
)
process.exitCode = flat && withinTwice && loaded.lost + loaded.refused === 0 ? 0 : 1
