import { createAppKit } from 'walletdock'
import { bip122Format, bitcoin, bitcoinRegtest } from 'walletdock/plugins/bitcoin'
import { devWallet } from 'walletdock/plugins/dev-wallet'
import { siwx, useSiwxSession, useSiwxToken } from 'walletdock/plugins/siwx'
import { AppKitButton } from 'walletdock/react'
import { localStorageAccess, mountHostPage } from '../hostPage.js'

// Sign-in with a Bitcoin account (tests/e2e/bitcoinSiwx.spec.ts): the spec starts its own local Bitcoin chain and
// passes its esplora API, the dev keys and the stack's services API, which keeps and checks the sessions (BIP-322).
type BitcoinSiwxPageConfig = {
  esploraUrl: string
  api: string
  projectId: string
  accounts: { type: 'payment' | 'ordinal'; address: string; devOnlySecretKey: string }[]
}
const pageConfig = (window as { __bitcoinSiwxPage?: BitcoinSiwxPageConfig }).__bitcoinSiwxPage
if (!pageConfig) throw new Error('the spec sets window.__bitcoinSiwxPage')
const config: BitcoinSiwxPageConfig = pageConfig

const auth = siwx({
  required: true,
  sessions: 'services',
  statement: 'Sign in to the Bitcoin test page',
  formats: [bip122Format],
})
const appKit = createAppKit(
  {
    projectId: config.projectId,
    endpoints: { api: config.api },
    networks: [bitcoinRegtest({ esploraUrl: config.esploraUrl })],
    plugins: [bitcoin({ injected: false }), devWallet({ bitcoin: { accounts: config.accounts } }), auth],
  },
  { storage: localStorageAccess },
)

function App() {
  const session = useSiwxSession(auth)
  const token = useSiwxToken(auth)
  return (
    <main>
      <AppKitButton />
      <output aria-label="Session">
        {session ? `${session.data.chainId}:${session.data.accountAddress}` : ''}
      </output>
      <output aria-label="Token">{token ? 'token' : ''}</output>
    </main>
  )
}

mountHostPage(appKit, App)
