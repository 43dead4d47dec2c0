import { createAppKit } from 'walletdock'
import { defineNetwork } from 'walletdock/networks'
import {
  bitcoin,
  bitcoinRegtest,
  bitcoinSignet,
  getAccountAddresses,
  sendTransfer,
  signMessage,
} from 'walletdock/plugins/bitcoin'
import { devWallet } from 'walletdock/plugins/dev-wallet'
import { mountActionPage } from '../hostPage.js'

// The spec starts its own local Bitcoin chain and passes its esplora API, the dev keys and a recipient.
type BitcoinPageConfig = {
  esploraUrl: string
  recipient: string
  accounts: { type: 'payment' | 'ordinal'; address: string; devOnlySecretKey: string }[]
  /** bitcoinInjected.spec: a browser wallet fixture instead of the dev wallet; `signet`: the public signet network. */
  fixtureWallet?: boolean
  signet?: boolean
  /** scripts/screenshotsBitcoin.ts: light or dark. */
  theme?: 'light' | 'dark'
  /** bitcoin.spec's ProfileWallets check: the multiWallet feature on. */
  multiWallet?: boolean
}
const pageConfig = (window as { __bitcoinPage?: BitcoinPageConfig }).__bitcoinPage
if (!pageConfig) throw new Error('the spec sets window.__bitcoinPage')
const config: BitcoinPageConfig = pageConfig
const regtest = config.signet ? bitcoinSignet : bitcoinRegtest({ esploraUrl: config.esploraUrl })
/** An eip155 network beside it, to switch namespaces; nothing reads its RPC without an eip155 account. */
const anvil = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:18545'] } },
})
const appKit = createAppKit({
  projectId: 'e2e-bitcoin',
  ...(config.theme && { themeMode: config.theme }),
  ...(config.multiWallet && { features: { multiWallet: true } }),
  networks: [regtest, anvil],
  plugins: [
    bitcoin(),
    ...(config.fixtureWallet ? [] : [devWallet({ bitcoin: { accounts: config.accounts } })]),
  ],
})

mountActionPage(appKit, {
  namespace: 'bip122',
  showNamespace: true,
  actions: [
    {
      label: 'Sign message',
      output: 'Signature',
      run: async () => (await signMessage(appKit, { message: 'hello bitcoin' })).signature,
    },
    {
      label: 'Get addresses',
      output: 'Accounts',
      run: async () =>
        (await getAccountAddresses(appKit)).map((entry) => `${entry.purpose}:${entry.address}`).join(' '),
    },
    {
      label: 'Send 0.1 BTC',
      output: 'Sent',
      run: () => sendTransfer(appKit, { recipientAddress: config.recipient, amount: 10_000_000 }),
    },
    { label: 'Switch to Anvil', run: () => appKit.switchNetwork(anvil) },
    { label: 'Switch to Bitcoin', run: () => appKit.switchNetwork(regtest) },
  ],
})
