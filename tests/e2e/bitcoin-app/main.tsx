import { useState } from 'react'
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
import { AppKitButton } from 'walletdock/react'
import { mountHostPage, useAppKitRead, useRun } from '../hostPage.js'

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
  networks: [regtest, anvil],
  plugins: [
    bitcoin(),
    ...(config.fixtureWallet ? [] : [devWallet({ bitcoin: { accounts: config.accounts } })]),
  ],
})

function App() {
  const [signature, setSignature] = useState('')
  const [sent, setSent] = useState('')
  const [address, setAddress] = useState('')
  const [accounts, setAccounts] = useState('')
  const [namespace, setNamespace] = useState('')
  useAppKitRead(
    appKit,
    () => {
      setAddress(appKit.getAccount('bip122').address ?? '')
      setNamespace(appKit.getState().selectedNamespace ?? '')
    },
    { state: true },
  )
  const { error, run } = useRun()
  return (
    <main>
      <AppKitButton />
      <button
        type="button"
        onClick={run(
          async () => (await signMessage(appKit, { message: 'hello bitcoin' })).signature,
          setSignature,
        )}
      >
        Sign message
      </button>
      <button
        type="button"
        onClick={run(
          async () =>
            (await getAccountAddresses(appKit)).map((entry) => `${entry.purpose}:${entry.address}`).join(' '),
          setAccounts,
        )}
      >
        Get addresses
      </button>
      <button
        type="button"
        onClick={run(
          () => sendTransfer(appKit, { recipientAddress: config.recipient, amount: 10_000_000 }),
          setSent,
        )}
      >
        Send 0.1 BTC
      </button>
      <button
        type="button"
        onClick={run(
          async () => (await appKit.switchNetwork(anvil)).name,
          () => undefined,
        )}
      >
        Switch to Anvil
      </button>
      <button
        type="button"
        onClick={run(
          async () => (await appKit.switchNetwork(regtest)).name,
          () => undefined,
        )}
      >
        Switch to Bitcoin
      </button>
      <output aria-label="Address">{address}</output>
      <output aria-label="Accounts">{accounts}</output>
      <output aria-label="Namespace">{namespace}</output>
      <output aria-label="Signature">{signature}</output>
      <output aria-label="Sent">{sent}</output>
      <output aria-label="Error">{error}</output>
    </main>
  )
}

mountHostPage(appKit, App)
