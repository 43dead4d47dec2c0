import { defineConfig } from 'appkit'
import { mainnet } from 'appkit/networks'
import { evm } from 'appkit/plugins/evm'

// The budgets' configuration: the example app with the wallet plugins configured.
export default defineConfig({
  projectId: 'bench-project',
  networks: [mainnet],
  plugins: [evm()],
})
