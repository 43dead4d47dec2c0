import { monitorEventLoopDelay } from 'node:perf_hooks'
import { assertPortFree } from '../../services/chain/assertPortFree.js'
import { freePort } from '../../services/chain/freePort.js'
import { PORT_OFFSETS } from '../../services/dev/devDefaults.js'
import { startDevStack } from '../../services/dev/startDevStack.js'

// The stack under soak, in a process of its own so its RSS is the stack's alone: `appkit dev` with an
// in-memory database on free ports. It tells the parent its URLs, then answers each 'sample' with its
// memory and the relay's counters.

async function freePortBase(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const base = ((await freePort()) % 50_000) + 10_000
    const free = await Promise.all(
      Object.values(PORT_OFFSETS).map((offset) =>
        assertPortFree('127.0.0.1', base + offset, 'soak').then(
          () => true,
          () => false,
        ),
      ),
    )
    if (free.every(Boolean)) return base
  }
  throw new Error('no free port base for the soak stack')
}

const stack = await startDevStack({ portBase: await freePortBase(), dataDir: null, devJsonPath: null })
const send = (message: unknown) => process.send?.(message)
// How late the stack's event loop runs: the relay's own share of a delivery's delay, apart from the machine's.
const loopDelay = monitorEventLoopDelay({ resolution: 5 })
loopDelay.enable()
process.on('message', async (message: { type: string }) => {
  if (message.type === 'sample') {
    // Retained memory, not garbage not yet collected: a full collection first (the parent starts this process with --expose-gc).
    globalThis.gc?.()
    send({
      type: 'sample',
      rss: process.memoryUsage().rss,
      heapUsed: process.memoryUsage().heapUsed,
      cpuMicros: process.cpuUsage().user + process.cpuUsage().system,
      loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
      relay: stack.relayStats(),
    })
    loopDelay.reset()
  } else if (message.type === 'stop') {
    await stack.close()
    process.exit(0)
  }
})
send({ type: 'ready', relayUrl: stack.info.relayUrl, projectId: stack.info.projectId })
