import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppKit } from 'walletdock'
import { definePlugin } from 'walletdock/plugin'
import { activity } from 'walletdock/plugins/activity'
import { embeddedWallet } from 'walletdock/plugins/embedded-wallet'
import { evm } from 'walletdock/plugins/evm'
import { names } from 'walletdock/plugins/names'
import { nfts } from 'walletdock/plugins/nfts'
import { onramp } from 'walletdock/plugins/onramp'
import { receive } from 'walletdock/plugins/receive'
import { send } from 'walletdock/plugins/send'
import { siwx } from 'walletdock/plugins/siwx'
import { swaps } from 'walletdock/plugins/swaps'
import { tokens } from 'walletdock/plugins/tokens'
import {
  AppKitButton,
  AppKitProvider,
  defineAppKitElements,
  useAppKitAccount,
  useAppKitTheme,
} from 'walletdock/react'
import { darkTheme, lightTheme, type ThemeRadius } from 'walletdock/theme'
import { uiNetworks } from '../../../fixtures/uiNetworks.js'

// The page is configured from its query string so each test can pick a theme, locale or wallet set.
// The wallets are extensions the test installs in the page (tests/fixtures/uiWallets.ts, EIP-6963);
// the evm plugin finds them, connects them and reads their balance from the local stack's anvil chains.
const params = new URLSearchParams(location.search)
const api = params.get('api')
// ?accent=<colour>&radius=<none|small|medium|large>: the config's theme, the presets derived per mode.
const accent = params.get('accent') ?? undefined
const radius = (params.get('radius') as ThemeRadius | null) ?? undefined
const themeOptions = { ...(accent ? { accent } : {}), ...(radius ? { radius } : {}) }

const appKit = createAppKit({
  // ?rpc=<url>&rpc=<url>: the two chains' RPC (default: the stack the browser tests start).
  networks: uiNetworks(params.getAll('rpc')),
  themeMode: (params.get('theme') as 'light' | 'dark' | 'system' | null) ?? 'light',
  locale: params.get('locale') ?? 'en',
  ...(accent || radius ? { theme: { light: lightTheme(themeOptions), dark: darkTheme(themeOptions) } } : {}),
  excludeWalletIds: params.getAll('exclude'),
  // ?featured=<registry wallet id>: featured wallets (spec section 5: they sort after installed ones).
  featuredWalletIds: params.getAll('featured'),
  // ?sendOff, ?receiveOff, ?onrampOff, ?activityOff, ?swapsOff: that feature false (the plugin's entry points are left out).
  features: {
    multiWallet: params.has('multiWallet'),
    send: !params.has('sendOff'),
    receive: !params.has('receiveOff'),
    onramp: !params.has('onrampOff'),
    activity: !params.has('activityOff'),
    // Set only when asked: a local swaps setting the project's config overrides would be warned about.
    ...(params.has('swapsOff') ? { swaps: false } : {}),
    // ?legalCheckbox: connecting waits for the terms checkbox; ?noBranding: features.reownBranding false.
    legalCheckbox: params.has('legalCheckbox'),
    ...(params.has('noBranding') ? { reownBranding: false } : {}),
    // ?methodsFirst: email and socials above the wallets even with installed wallets (spec 9's order).
    ...(params.has('methodsFirst') ? { connectMethodsOrder: ['email', 'social', 'wallet'] as const } : {}),
  },
  enableEmbedded: params.has('embedded'),
  // ?terms=<url>&privacy=<url>: the legal links of the Connect view's footer.
  termsConditionsUrl: params.get('terms') ?? undefined,
  privacyPolicyUrl: params.get('privacy') ?? undefined,
  // ?api=<services API URL> turns on the registry (AllWallets) against a running `appkit dev`.
  endpoints: api ? { api } : {},
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
    // With ?api= the tokens plugin fills the Tokens tab instead, and with ?activity the nfts plugin the NFTs tab.
    definePlugin({
      name: 'tab-probe',
      attach(ctx) {
        const panel = (text: string) => async () => ({ default: () => <p>{text}</p> })
        if (!params.has('activity'))
          ctx.slots.accountTab({ id: 'NFTs', label: { en: 'NFTs', de: 'NFTs' }, load: panel('No NFTs yet') })
        if (!api)
          ctx.slots.accountTab({
            id: 'Tokens',
            label: { en: 'Tokens', de: 'Token' },
            load: panel('No tokens yet'),
          })
      },
      setup: () => undefined,
    }),
    // ?swapProbe: a plugin gated on features.swaps, so a test sees what the dashboard's setting leaves of it.
    ...(params.has('swapProbe')
      ? [
          definePlugin({
            name: 'swap-probe',
            features: ['swaps'],
            attach(ctx) {
              ctx.slots.accountAction({
                id: 'swap-probe',
                feature: 'swaps',
                label: 'Swap probe',
                onSelect() {},
              })
            },
            preload: async () => void Object.assign(window, { swapProbeLoaded: true }),
            setup: () => void Object.assign(window, { swapProbeSetUp: true }),
          }),
        ]
      : []),
    evm(),
    // ?embeddedWallet: the embedded wallet's connect methods (email, socials, farcaster) on the Connect view;
    // its secure site is never reached, as nobody signs in.
    ...(params.has('embeddedWallet') ? [embeddedWallet({ secureSite: 'http://127.0.0.1:9' })] : []),
    // The Tokens tab reads the services API's balance endpoint.
    ...(api ? [tokens()] : []),
    // ?siwx=required|optional: sign-in with the wallet; ?siwxSessions=services keeps sessions on the services API.
    ...(params.has('siwx')
      ? [
          siwx({
            required: params.get('siwx') === 'required',
            sessions: params.get('siwxSessions') === 'services' ? 'services' : 'client',
            statement: 'Sign in to the UI test page',
          }),
        ]
      : []),
    // ?send: the Send and Receive actions on the Account view (the send's balances need ?api=).
    ...(params.has('send') ? [send(), receive()] : []),
    // ?names: names and identity (the profile name in the Account view and button, RegisterAccountName).
    ...(params.has('names') ? [names()] : []),
    // ?onramp: the Buy crypto action (the on-ramp API and the sandbox provider of ?api=).
    ...(params.has('onramp') ? [onramp()] : []),
    // ?activity: the Activity and NFTs tabs from the services (need ?api=); ?activityOff: features.activity false.
    ...(params.has('activity') ? [activity(), nfts()] : []),
    // ?swaps: the Swap action and view on the convert API of ?api= (Uniswap v2 on the stack's anvil chains).
    ...(params.has('swaps') ? [swaps()] : []),
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
