import { defineConfig } from 'walletdock'
import { mainnet } from 'walletdock/networks'
import { evm } from 'walletdock/plugins/evm'
import { walletConnect } from 'walletdock/plugins/walletconnect'

// The budgets' configuration: the example app with the wallet plugins configured.
export default defineConfig({
  projectId: 'bench-project',
  networks: [mainnet],
  endpoints: { relay: 'ws://127.0.0.1:4002' },
  plugins: [evm(), walletConnect()],
})
