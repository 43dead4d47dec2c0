// Serves the EVM e2e host page and starts its two anvil chains (Playwright webServer entry).
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { createServer } from 'vite'
import { appCacheDir, PREBUNDLED_DEPS, sourceAliases } from '../../../scripts/hostApp.js'
import { startAnvil } from '../../../services/chain/startAnvil.js'
import { TEST_CHAIN_IDS } from '../../fixtures/anvil.js'
import { EVM_E2E_ANVIL_PORTS, EVM_E2E_HOST, EVM_E2E_PORT } from './constants.js'

const chains = await Promise.all(
  EVM_E2E_ANVIL_PORTS.map((port, index) =>
    startAnvil({ host: EVM_E2E_HOST, port, chainId: TEST_CHAIN_IDS[index] as number }),
  ),
)
const root = fileURLToPath(new URL('.', import.meta.url))
const server = await createServer({
  root,
  configFile: false,
  cacheDir: appCacheDir(root),
  logLevel: 'warn',
  plugins: [react()],
  resolve: { alias: sourceAliases() },
  optimizeDeps: { include: PREBUNDLED_DEPS },
  server: { host: EVM_E2E_HOST, port: EVM_E2E_PORT, strictPort: true },
})
await server.listen()
console.info(
  `EVM e2e host on http://${EVM_E2E_HOST}:${EVM_E2E_PORT}/ with anvil ${chains.map((chain) => chain.rpcUrl).join(', ')}`,
)

const stop = async () => {
  await server.close()
  await Promise.all(chains.map((chain) => chain.stop()))
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
