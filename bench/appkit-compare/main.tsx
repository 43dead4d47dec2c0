// The minimal wagmi app of docs/migrate-from-appkit.md, on walletdock (bench/compareAppKit.ts builds it
// next to the same app on AppKit): a connect button and wagmi's account and balance.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { mainnet as mainnetChain } from 'viem/chains'
import { createConfig, http, useAccount, useBalance, WagmiProvider } from 'wagmi'
import { createAppKit } from 'walletdock'
import { mainnet } from 'walletdock/networks'
import { embeddedWallet } from 'walletdock/plugins/embedded-wallet'
import { evm } from 'walletdock/plugins/evm'
import { wagmi } from 'walletdock/plugins/wagmi'
import { walletConnect } from 'walletdock/plugins/walletconnect'
import { AppKitButton, AppKitProvider } from 'walletdock/react'

const projectId = 'bench-project'
const config = createConfig({ chains: [mainnetChain], transports: { [mainnetChain.id]: http() } })
const appKit = createAppKit({
  projectId,
  networks: [mainnet],
  metadata: { name: 'wagmi app', description: 'A wagmi app', url: 'http://127.0.0.1', icons: [] },
  plugins: [evm(), walletConnect(), embeddedWallet(), wagmi({ config })],
})
const queryClient = new QueryClient()

function Account() {
  const { address } = useAccount()
  const balance = useBalance({ address })
  return <p>{address ? `${address} ${balance.data?.value ?? ''}` : 'Not connected'}</p>
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <AppKitProvider appKit={appKit}>
          <AppKitButton />
          <Account />
        </AppKitProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
