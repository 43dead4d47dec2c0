import { type ChildProcess, fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import type { RelayStats } from '../services/relay/startRelayServer.js'
import { type AbuseRecord, FLOOD_ADDRESS, FLOOD_SOCKETS } from './soak/abusers.js'
import { type NormalRecord, startNormalPair } from './soak/normalPair.js'

// The soak of the local stack: N normal dapp/wallet pairs do sessions and requests through the relay the
// whole time, while abusive clients run in every other window (unloaded, loaded, unloaded, ...), so a slow
// drift of the machine's own load falls on both sides alike. It reports the normal clients' delivery
// latency p50/p99 in the unloaded and the loaded windows and the stack process's RSS over time, and exits 1
// when memory does not stay flat, a normal delivery is lost, or the loaded p99 is over twice the unloaded one.
// Run: npm run soak -- [--clients 20] [--abusers 2] [--windows 6] [--window 10]

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '20' },
    abusers: { type: 'string', default: '2' },
    windows: { type: 'string', default: '6' },
    window: { type: 'string', default: '10' },
  },
})
const CLIENTS = Number(values.clients)
const ABUSERS_PER_KIND = Number(values.abusers)
const WINDOWS = Number(values.windows)
const WINDOW_S = Number(values.window)
for (const [name, value] of Object.entries({ CLIENTS, ABUSERS_PER_KIND, WINDOWS, WINDOW_S }))
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`--${name.toLowerCase()} must be a whole number, got ${value}`)

type Sample = {
  rss: number
  heapUsed: number
  cpuMicros: number
  loopDelayP99Ms: number
  gcPauseTotalMs: number
  gcPauseMaxMs: number
  relay: RelayStats
}

const forkScript = (path: string, flags: string[] = []) =>
  fork(fileURLToPath(new URL(path, import.meta.url)), [], {
    execArgv: ['--import', import.meta.resolve('tsx'), ...flags],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
const ask = <Answer>(child: ChildProcess, message: object) =>
  new Promise<Answer>((resolve) => {
    child.once('message', (answer) => resolve(answer as Answer))
    child.send(message)
  })

const stack = forkScript('./soak/soakStack.ts', ['--expose-gc'])
const ready = await new Promise<{ relayUrl: string; projectId: string }>((resolve, reject) => {
  stack.once('message', (message) => resolve(message as { relayUrl: string; projectId: string }))
  stack.once('exit', (code) => reject(new Error(`the soak stack exited with ${code}`)))
})
const abusers = forkScript('./soak/abuseProcess.ts')

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
}

const timeline: ({ phase: string; second: number; at: number; cpuPercent: number } & Sample)[] = []
const startedAt = performance.now()
/** Samples the stack process: RSS, heap, relay counters, its CPU since the last sample and its event-loop delay. */
const recordSample = async (phase: string) => {
  const taken = await ask<Sample>(stack, { type: 'sample' })
  const previous = timeline.at(-1)
  const at = performance.now()
  const cpuPercent = previous ? ((taken.cpuMicros - previous.cpuMicros) / 1000 / (at - previous.at)) * 100 : 0
  const entry = { phase, second: Math.round((at - startedAt) / 1000), at, cpuPercent, ...taken }
  timeline.push(entry)
  console.info(
    `${String(entry.second).padStart(4)} s  ${phase.padEnd(8)} rss ${mib(entry.rss).padStart(6)} MiB  heap ${mib(entry.heapUsed).padStart(6)} MiB  stored ${mib(entry.relay.storedBytes).padStart(5)} MiB  queued ${mib(entry.relay.bufferedBytes).padStart(5)} MiB  sockets ${String(entry.relay.sockets).padStart(3)}  dropped ${String(entry.relay.dropped).padStart(3)}  cpu ${cpuPercent.toFixed(0).padStart(3)}%  loop p99 ${entry.loopDelayP99Ms.toFixed(1)} ms  gc ${entry.gcPauseTotalMs.toFixed(0)} ms (max ${entry.gcPauseMaxMs.toFixed(1)})`,
  )
}

const emptyRecord = (): NormalRecord => ({ latencies: [], publishes: 0, lost: 0, refused: 0, sessions: 0 })
let record = emptyRecord()
/**
 * What the pairs published since the last call, a fresh record taking the next window's. A delivery counts in the
 * window it was sent in, even when a flood delays its answer into the next (the pairs keep the record they sent in).
 */
const takeRecord = (): NormalRecord => {
  const taken = record
  record = emptyRecord()
  return taken
}
const pooled = { unloaded: [] as NormalRecord[], loaded: [] as NormalRecord[] }
const pool = (records: NormalRecord[]): NormalRecord => ({
  latencies: records.flatMap((entry) => entry.latencies),
  publishes: records.reduce((sum, entry) => sum + entry.publishes, 0),
  lost: records.reduce((sum, entry) => sum + entry.lost, 0),
  refused: records.reduce((sum, entry) => sum + entry.refused, 0),
  sessions: records.reduce((sum, entry) => sum + entry.sessions, 0),
})

console.info(
  `soak: ${CLIENTS} normal pairs (dapp + wallet) throughout; ${ABUSERS_PER_KIND} abusers of each of 5 kinds in every other ${WINDOW_S} s window; relay ${ready.relayUrl}`,
)
await recordSample('idle')
const pairs = await Promise.all(
  Array.from({ length: CLIENTS }, (_, index) =>
    startNormalPair({
      // Each person on an address of their own, none of them the flooder's.
      addresses: { dapp: `127.0.1.${index + 1}`, wallet: `127.0.2.${index + 1}` },
      relayUrl: ready.relayUrl,
      projectId: ready.projectId,
      record: () => record,
      requestsPerSession: 10,
      requestIntervalMs: 100,
    }),
  ),
)
await sleep(2_000)
takeRecord()
let abuse: AbuseRecord & { cpuMicros?: number } = {
  publishes: 0,
  floodPublishes: 0,
  floodRefused: 0,
  reconnects: 0,
  junkFrames: 0,
  refusedUpgrades: 0,
}
const ownCpuAtStart = process.cpuUsage()
for (let window = 0; window < WINDOWS * 2; window++) {
  const loaded = window % 2 === 1
  if (loaded)
    abusers.send({
      type: 'start',
      relayUrl: ready.relayUrl,
      projectId: ready.projectId,
      perKind: ABUSERS_PER_KIND,
    })
  await sleep(WINDOW_S * 1000)
  if (loaded)
    abuse = (await ask<{ record: AbuseRecord & { cpuMicros: number } }>(abusers, { type: 'stop' })).record
  pooled[loaded ? 'loaded' : 'unloaded'].push(takeRecord())
  await recordSample(loaded ? 'loaded' : 'unloaded')
}
abusers.send({ type: 'exit' })
await Promise.all(pairs.map((pair) => pair.stop()))
await recordSample('after')
stack.send({ type: 'stop' })

const ownCpu = process.cpuUsage(ownCpuAtStart)
const unloaded = pool(pooled.unloaded)
const loaded = pool(pooled.loaded)
const p = (phase: NormalRecord, q: number) => quantile(phase.latencies, q)
const windows = timeline.filter((entry) => entry.phase === 'unloaded' || entry.phase === 'loaded')
// Flat: the caps fill within the first half of the run; after it, RSS never passes that half's peak by 10%.
const firstHalf = windows.slice(0, Math.ceil(windows.length / 2))
const secondHalf = windows.slice(Math.ceil(windows.length / 2))
const settledPeak = Math.max(...firstHalf.map((entry) => entry.rss))
const flat = secondHalf.length > 0 && secondHalf.every((entry) => entry.rss <= settledPeak * 1.1)
const withinTwice = p(loaded, 0.99) <= 2 * p(unloaded, 0.99)
const lostOrRefused = loaded.lost + loaded.refused + unloaded.lost + unloaded.refused

console.info('')
console.info(
  `clients: ${CLIENTS} pairs (${CLIENTS * 2} sockets); abusers: ${ABUSERS_PER_KIND * 5} sockets (${ABUSERS_PER_KIND} each: stalled reader, resubscriber, big publisher, fetcher, junk)`,
)
console.info(
  `duration: ${WINDOWS} unloaded and ${WINDOWS} loaded windows of ${WINDOW_S} s, interleaved (${WINDOWS * 2 * WINDOW_S} s)`,
)
for (const [name, phase] of [
  ['unloaded', unloaded],
  ['loaded', loaded],
] as const)
  console.info(
    `${name.padEnd(8)}: ${phase.latencies.length} deliveries, ${phase.sessions} sessions, p50 ${p(phase, 0.5).toFixed(2)} ms, p99 ${p(phase, 0.99).toFixed(2)} ms, max ${Math.max(...phase.latencies).toFixed(1)} ms, lost ${phase.lost}, refused ${phase.refused}`,
  )
console.info(
  `abuse (all loaded windows): ${abuse.publishes} big publishes sent, ${abuse.junkFrames} junk frames, ${abuse.refusedUpgrades} refused upgrades, ${abuse.reconnects} reconnects after drops`,
)
console.info(
  `flood from one address (${FLOOD_ADDRESS}, ${FLOOD_SOCKETS} sockets): ${abuse.floodPublishes} publishes sent, ${abuse.floodRefused} refused`,
)
console.info(
  `normal pairs' publishes refused under the flood from one address: ${loaded.refused} of ${loaded.publishes}`,
)
console.info(
  `CPU over the run, in percent of one core: the normal clients' process ${(((ownCpu.user + ownCpu.system) / 1000 / (WINDOWS * 2 * WINDOW_S * 1000)) * 100).toFixed(0)}%, the abusers' process ${(((abuse.cpuMicros ?? 0) / 1000 / (WINDOWS * WINDOW_S * 1000)) * 100).toFixed(0)}% of their windows`,
)
console.info(
  `RSS: ${mib(timeline[0]?.rss ?? 0)} MiB idle, ${mib(windows[0]?.rss ?? 0)} MiB after the first window, ${mib(settledPeak)} MiB peak of the first half, ${mib(windows.at(-1)?.rss ?? 0)} MiB at the end, max ${mib(Math.max(...timeline.map((entry) => entry.rss)))} MiB`,
)
console.info(
  `memory flat: ${flat ? 'yes' : 'NO'}; loaded p99 within 2x unloaded: ${withinTwice ? 'yes' : 'NO'}; normal deliveries lost or refused: ${lostOrRefused}`,
)
process.exitCode = flat && withinTwice && lostOrRefused === 0 ? 0 : 1
