import { freePort } from '../services/chain/freePort.js'
import { startDevStack } from '../services/dev/startDevStack.js'

// Measures the local stack: startDevStack's time to ready (in-memory database) and the median latency
// of GET /getWallets over 100 sequential requests. Run: npx tsx scripts/measureServices.ts
const REQUESTS = 100
const portBase = await freePort()
const stack = await startDevStack({ portBase, dataDir: null, devJsonPath: null })
try {
  const url = `${stack.info.apiUrl}/getWallets?page=1&entries=40&projectId=${stack.info.projectId}&st=appkit&sv=measure`
  await (await fetch(url)).json()
  const timings: number[] = []
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now()
    const response = await fetch(url)
    await response.arrayBuffer()
    timings.push(performance.now() - started)
  }
  timings.sort((a, b) => a - b)
  const at = (q: number) =>
    (timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] ?? 0).toFixed(2)
  console.info(`startDevStack ready in ${stack.startupMs} ms (in-memory database)`)
  console.info(
    `GET /getWallets (40 entries) over ${REQUESTS} requests: median ${at(0.5)} ms, p95 ${at(0.95)} ms`,
  )
} finally {
  await stack.close()
}
