import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { parsePortBase } from '../cli/dev.js'
import { DEFAULT_PORT_BASE, DEMO_APP_PORT_OFFSET } from '../services/dev/devDefaults.js'
import { formatDevStack } from '../services/dev/formatDevStack.js'
import { startDevStack } from '../services/dev/startDevStack.js'
import { watchStopSignals } from '../services/dev/watchStopSignals.js'
import { startHostApp } from './hostApp.js'

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    'port-base': { type: 'string', default: String(DEFAULT_PORT_BASE) },
    memory: { type: 'boolean', default: false },
  },
})
let portBase: number
try {
  portBase = parsePortBase(values['port-base'])
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
// The host app moves with --port-base (base + 1173: 5173 for the default base) unless --port names its port.
const port = values.port === undefined ? portBase + DEMO_APP_PORT_OFFSET : Number(values.port)
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`--port must be a TCP port number (1-65535), got "${values.port ?? port}"`)
  process.exit(1)
}

const stopSignals = watchStopSignals()
const stack = await startDevStack({
  portBase,
  dataDir: values.memory ? null : undefined,
  onIndexerError: (error) => console.error('indexer:', error instanceof Error ? error.message : error),
  signal: stopSignals.signal,
}).catch((error: unknown) => {
  if (stopSignals.signal.aborted) process.exit(0)
  throw error
})
// The host app reads these as import.meta.env.VITE_APPKIT_* (Vite exposes VITE_-prefixed process env).
process.env.VITE_APPKIT_API_URL = stack.info.apiUrl
process.env.VITE_APPKIT_PROJECT_ID = stack.info.projectId
process.env.VITE_APPKIT_RPC_URLS = JSON.stringify(stack.info.rpcUrls)
// The local Solana chain: its RPC and the dev accounts (public dev-only keys) the dev wallet signs with.
process.env.VITE_APPKIT_SOLANA = JSON.stringify({
  rpcUrl: stack.info.solana.rpcUrl,
  wsUrl: stack.info.solana.wsUrl,
  accounts: stack.info.solana.accounts,
})

let hostApp: Awaited<ReturnType<typeof startHostApp>>
try {
  hostApp = await startHostApp({
    host: values.host,
    port,
    configFile: fileURLToPath(new URL('./demo/appkit.config.ts', import.meta.url)),
  })
} catch (error) {
  await stack.close()
  throw error
}
console.info(`appkit demo is running (local stack ready in ${stack.startupMs} ms)`)
console.info(`  example host app   http://${values.host}:${port}/`)
for (const line of formatDevStack(stack.info)) console.info(line)
console.info('Press Ctrl-C to stop.')

await stopSignals.stopped
await hostApp.close()
await stack.close()
process.exit(0)
