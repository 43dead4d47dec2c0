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
process.on('message', async (message: { type: string }) => {
  if (message.type === 'sample') {
    send({
      type: 'sample',
      rss: process.memoryUsage().rss,
      heapUsed: process.memoryUsage().heapUsed,
      relay: stack.relayStats(),
    })
  } else if (message.type === 'stop') {
    await stack.close()
    process.exit(0)
  }
})
send({ type: 'ready', relayUrl: stack.info.relayUrl, projectId: stack.info.projectId })
