// The views of issue 31's comparison on walletdock (Connect, All Wallets, WalletConnect's QR, Account,
// Networks, email login), for bench/compareViews.ts, which builds the same page on Reown AppKit 1.8 beside
// it. The query gives the theme, whether email and the socials are on, the local stack's endpoints and
// its two anvil chains; the page's EIP-6963 wallets are the test wallets the script installs.
import { createRoot } from 'react-dom/client'
import { createAppKit } from 'walletdock'
import { embeddedWallet } from 'walletdock/plugins/embedded-wallet'
import { evm } from 'walletdock/plugins/evm'
import { walletConnect } from 'walletdock/plugins/walletconnect'
import { AppKitButton, AppKitProvider } from 'walletdock/react'
import { uiNetworks } from '../../../tests/fixtures/uiNetworks.js'

const params = new URLSearchParams(location.search)
const email = params.get('email') === '1'
const appKit = createAppKit({
  projectId: params.get('projectId') ?? 'compare-project',
  networks: uiNetworks(params.getAll('rpc')),
  metadata: { name: 'Compare', description: 'The views', url: location.origin, icons: [] },
  endpoints: {
    api: params.get('api') ?? undefined,
    relay: params.get('relay') ?? undefined,
    secureSite: params.get('site') ?? undefined,
  },
  themeMode: params.get('theme') === 'dark' ? 'dark' : 'light',
  features: email
    ? { email: true, socials: ['google', 'github', 'apple', 'facebook', 'x', 'discord'] }
    : { email: false, socials: false },
  plugins: email ? [evm(), walletConnect(), embeddedWallet()] : [evm(), walletConnect()],
})
;(window as unknown as { __appKit: typeof appKit }).__appKit = appKit

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <AppKitProvider appKit={appKit}>
      <AppKitButton />
    </AppKitProvider>,
  )
