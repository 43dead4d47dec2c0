import { defineConfig } from 'walletdock'
import { mainnet, solana as solanaMainnet } from 'walletdock/networks'
import { evm } from 'walletdock/plugins/evm'
import { solana } from 'walletdock/plugins/solana'
import { walletConnect } from 'walletdock/plugins/walletconnect'

// The budgets' configuration: the example app with the wallet plugins configured.
export default defineConfig({
  projectId: 'bench-project',
  networks: [mainnet, solanaMainnet],
  endpoints: { relay: 'ws://127.0.0.1:4002' },
  plugins: [evm(), solana(), walletConnect()],
})
