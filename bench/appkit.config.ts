import { defineConfig } from 'appkit'
import { mainnet } from 'appkit/networks'
import { evm } from 'appkit/plugins/evm'
import { walletConnect } from 'appkit/plugins/walletconnect'

// The budgets' configuration: the example app with the wallet plugins configured.
export default defineConfig({
  projectId: 'bench-project',
  networks: [mainnet],
  endpoints: { relay: 'ws://127.0.0.1:4002' },
  plugins: [evm(), walletConnect()],
})
