// The views of issue 31's comparison on walletdock (Connect, All Wallets, WalletConnect's QR, Account,
// Networks, email login, and with features=1 the account features: Send, Receive, Swap, Buy crypto, the
// Tokens, NFTs and Activity tabs; with siwx=1 sign-in with the wallet), for bench/compareViews.ts, which
// builds the same page on Reown AppKit 1.8 beside it. The query gives the theme, whether email and the
// socials are on, the local stack's endpoints and its two anvil chains; the page's EIP-6963 wallets are
// the test wallets the script installs.
import { createRoot } from 'react-dom/client'
import { createAppKit } from 'walletdock'
import { activity } from 'walletdock/plugins/activity'
import { embeddedWallet } from 'walletdock/plugins/embedded-wallet'
import { evm } from 'walletdock/plugins/evm'
import { nfts } from 'walletdock/plugins/nfts'
import { onramp } from 'walletdock/plugins/onramp'
import { receive } from 'walletdock/plugins/receive'
import { send } from 'walletdock/plugins/send'
import { siwx } from 'walletdock/plugins/siwx'
import { swaps } from 'walletdock/plugins/swaps'
import { tokens } from 'walletdock/plugins/tokens'
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
  // multiWallet=1: on here too (the project's flag turns it on only where the page's config does).
  features: {
    ...(email
      ? { email: true, socials: ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const }
      : { email: false, socials: false as const }),
    multiWallet: params.get('multiWallet') === '1',
  },
  plugins: [
    evm(),
    walletConnect(),
    ...(email ? [embeddedWallet()] : []),
    ...(params.get('features') === '1'
      ? [tokens(), send(), receive(), swaps(), onramp(), activity(), nfts()]
      : []),
    ...(params.get('siwx') === '1' ? [siwx({ statement: 'Sign in to the compare page' })] : []),
  ],
})
;(window as unknown as { __appKit: typeof appKit }).__appKit = appKit

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <AppKitProvider appKit={appKit}>
      <AppKitButton />
    </AppKitProvider>,
  )
