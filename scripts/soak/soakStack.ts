import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'
import { startDevStack } from '../../services/dev/startDevStack.js'
import { freePortBase } from '../../tests/support/freePortBase.js'

// The stack under soak, in a process of its own so its RSS is the stack's alone: `appkit dev` with an
// in-memory database on free ports. It tells the parent its URLs, then answers each 'sample' with its
// memory and the relay's counters.

const stack = await startDevStack({ portBase: await freePortBase(), dataDir: null, devJsonPath: null })
const send = (message: unknown) => process.send?.(message)
// How late the stack's event loop runs: the relay's own share of a delivery's delay, apart from the machine's.
const loopDelay = monitorEventLoopDelay({ resolution: 5 })
loopDelay.enable()
// The collector's pauses since the last sample (the forced collection of the sample itself left out): how much of
// a window's delay is garbage collection rather than the relay's own work.
let gcPauses: number[] = []
let forcedUntil = 0
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.startTime > forcedUntil) gcPauses.push(entry.duration)
}).observe({ entryTypes: ['gc'] })
process.on('message', async (message: { type: string }) => {
  if (message.type === 'sample') {
    // Retained memory, not garbage not yet collected: a full collection first (the parent starts this process with --expose-gc).
    globalThis.gc?.()
    forcedUntil = performance.now()
    const pauses = [...gcPauses].sort((a, b) => a - b)
    gcPauses = []
    send({
      type: 'sample',
      rss: process.memoryUsage().rss,
      heapUsed: process.memoryUsage().heapUsed,
      cpuMicros: process.cpuUsage().user + process.cpuUsage().system,
      loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
      gcPauseTotalMs: pauses.reduce((sum, pause) => sum + pause, 0),
      gcPauseMaxMs: pauses.at(-1) ?? 0,
      relay: stack.relayStats(),
    })
    loopDelay.reset()
  } else if (message.type === 'stop') {
    await stack.close()
    process.exit(0)
  }
})
send({ type: 'ready', relayUrl: stack.info.relayUrl, projectId: stack.info.projectId })
