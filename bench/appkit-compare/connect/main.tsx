// The Connect view of issue 31 on walletdock (email, six socials, farcaster, WalletConnect), for
// bench/compareConnectView.ts, which builds the same view on Reown AppKit 1.8 beside it. The query
// gives the theme and the local stack's endpoints (services API, relay, secure site).
import { createRoot } from 'react-dom/client'
import { createAppKit } from 'walletdock'
import { mainnet } from 'walletdock/networks'
import { embeddedWallet } from 'walletdock/plugins/embedded-wallet'
import { evm } from 'walletdock/plugins/evm'
import { walletConnect } from 'walletdock/plugins/walletconnect'
import { AppKitButton, AppKitProvider } from 'walletdock/react'

const params = new URLSearchParams(location.search)
const appKit = createAppKit({
  projectId: params.get('projectId') ?? 'compare-project',
  networks: [mainnet],
  metadata: { name: 'Compare', description: 'The Connect view', url: location.origin, icons: [] },
  endpoints: {
    api: params.get('api') ?? undefined,
    relay: params.get('relay') ?? undefined,
    secureSite: params.get('site') ?? undefined,
  },
  themeMode: params.get('theme') === 'dark' ? 'dark' : 'light',
  features: {
    email: true,
    // Farcaster is the embedded wallet's own entry, shown with the socials.
    socials: ['google', 'github', 'apple', 'facebook', 'x', 'discord'],
    connectMethodsOrder: ['email', 'social', 'wallet'],
  },
  plugins: [evm(), walletConnect(), embeddedWallet()],
})

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <AppKitProvider appKit={appKit}>
      <AppKitButton />
    </AppKitProvider>,
  )
