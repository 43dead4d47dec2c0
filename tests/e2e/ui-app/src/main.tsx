import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppKit } from 'walletdock'
import { definePlugin } from 'walletdock/plugin'
import {
  AppKitButton,
  AppKitProvider,
  defineAppKitElements,
  useAppKitAccount,
  useAppKitTheme,
} from 'walletdock/react'
import { fixtureWallets } from '../../../fixtures/fixtureWallets.js'
import { uiEthereum as ethereum, uiSepolia as sepolia } from '../../../fixtures/uiNetworks.js'

// The page is configured from its query string so each test can pick a theme, locale or wallet set.
const params = new URLSearchParams(location.search)

const appKit = createAppKit({
  networks: [ethereum, sepolia],
  themeMode: (params.get('theme') as 'light' | 'dark' | 'system' | null) ?? 'light',
  locale: params.get('locale') ?? 'en',
  excludeWalletIds: params.getAll('exclude'),
  // ?featured=<registry wallet id>: featured wallets (spec section 5: they sort after installed ones).
  featuredWalletIds: params.getAll('featured'),
  features: { multiWallet: params.has('multiWallet') },
  enableEmbedded: params.has('embedded'),
  // ?api=<services API URL> turns on the registry (AllWallets) against a running `appkit dev`.
  endpoints: params.get('api') ? { api: params.get('api') ?? undefined } : {},
  projectId: params.get('project') ?? 'ui-test-project',
  // ?debug=false: alerts go to the console instead of the modal.
  debug: params.get('debug') !== 'false',
  plugins: [
    // Hands the page the toasts a plugin gets, so a test can show one as a plugin would.
    definePlugin({
      name: 'toast-probe',
      setup(ctx) {
        Object.assign(window, { appKitToasts: ctx.toasts })
      },
    }),
    // Account tabs as plugins add them, registered out of the spec's order (Tokens, NFTs, Activity).
    definePlugin({
      name: 'tab-probe',
      attach(ctx) {
        const panel = (text: string) => async () => ({ default: () => <p>{text}</p> })
        ctx.slots.accountTab({ id: 'NFTs', label: { en: 'NFTs', de: 'NFTs' }, load: panel('No NFTs yet') })
        ctx.slots.accountTab({
          id: 'Tokens',
          label: { en: 'Tokens', de: 'Token' },
          load: panel('No tokens yet'),
        })
      },
      setup: () => undefined,
    }),
    fixtureWallets([
      {
        id: 'io.fixture.alpha',
        name: 'Alpha Wallet',
        rdns: 'io.fixture.alpha',
        address: '0x1111111111111111111111111111111111111111',
      },
      {
        id: 'io.fixture.beta',
        name: 'Beta Wallet',
        rdns: 'io.fixture.beta',
        address: '0x2222222222222222222222222222222222222222',
      },
      // A second announcement of the same rdns must appear once.
      {
        id: 'io.fixture.beta#2',
        name: 'Beta Wallet',
        rdns: 'io.fixture.beta',
        address: '0x2222222222222222222222222222222222222222',
      },
    ]),
  ],
})
Object.assign(window, { appKit })
// Embedded mode: the host places the modal where it wants it.
if (params.has('embedded')) {
  const placed = document.createElement('appkit-modal')
  placed.setAttribute('embedded', '')
  document.getElementById('embedded-slot')?.append(placed)
}
defineAppKitElements(appKit)

function Status() {
  const account = useAppKitAccount()
  const { themeMode, setThemeMode } = useAppKitTheme()
  return (
    <section>
      <p data-testid="status">{account.isConnected ? `connected ${account.address}` : account.status}</p>
      <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
        Toggle theme
      </button>
    </section>
  )
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <AppKitProvider appKit={appKit}>
        <AppKitButton />
        <Status />
      </AppKitProvider>
    </StrictMode>,
  )
