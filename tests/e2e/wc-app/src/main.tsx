import { base58 } from '@scure/base'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppKit } from 'walletdock'
import { solanaLocalnet } from 'walletdock/networks'
import { signMessage, solana } from 'walletdock/plugins/solana'
import { walletConnect } from 'walletdock/plugins/walletconnect'
import { AppKitButton, AppKitProvider, useAppKitAccount, useAppKitState } from 'walletdock/react'
import { uiEthereum as ethereum, uiOptimism } from '../../../fixtures/uiNetworks.js'

// The relay and project come from the query string: the spec starts its own relay.
const params = new URLSearchParams(location.search)
// ?solana=<local chain RPC URL>: the solana plugin and the local chain join, so the session asks for solana too.
const solanaRpcUrl = params.get('solana')

const appKit = createAppKit({
  projectId: params.get('projectId') ?? 'wc-e2e-project',
  networks: solanaRpcUrl
    ? [ethereum, solanaLocalnet({ rpcUrl: solanaRpcUrl })]
    : params.has('optimism')
      ? [ethereum, uiOptimism]
      : [ethereum],
  // ?theme=light|dark for the screenshots; without it the default (system).
  themeMode: (params.get('theme') as 'light' | 'dark' | null) ?? 'system',
  endpoints: { relay: params.get('relay') ?? 'ws://127.0.0.1:1' },
  metadata: { name: 'appkit wc e2e', description: 'test', url: location.origin, icons: [] },
  // ?linkedWallet: a wallet with a desktop link (https), paired through the QR view's "Open" link (wcLinking).
  ...(params.has('linkedWallet') && {
    customWallets: [{ id: 'e2e-linked', name: 'Linked Wallet', desktop_link: 'https://wallet.e2e.test/' }],
  }),
  plugins: solanaRpcUrl ? [walletConnect(), solana({ injected: false })] : [walletConnect()],
})
Object.assign(window, { appKit })

type Eip1193 = { request(args: { method: string; params?: unknown }): Promise<unknown> }

function Status() {
  const account = useAppKitAccount()
  const [signature, setSignature] = useState('')
  const [signed, setSigned] = useState(0)
  const sign = async () => {
    const provider = appKit.getProvider<Eip1193>('eip155')
    const message = `0x${[...new TextEncoder().encode('hello from the page')].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
    const result = await provider?.request({ method: 'personal_sign', params: [message, account.address] })
    setSignature(String(result))
    setSigned((count) => count + 1)
  }
  const { selectedNamespace } = useAppKitState()
  const solanaAccount = useAppKitAccount({ namespace: 'solana' })
  const evmAccount = useAppKitAccount({ namespace: 'eip155' })
  const [solanaSignature, setSolanaSignature] = useState('')
  const signSolana = async () => {
    try {
      setSolanaSignature(base58.encode(await signMessage(appKit, { message: 'hello solana from the page' })))
    } catch (error) {
      setSolanaSignature(`error ${(error as Error).message}`)
    }
  }
  return (
    <section>
      {solanaRpcUrl && (
        <>
          <p data-testid="eip155-status">
            {evmAccount.isConnected ? `connected ${evmAccount.caipAddress}` : evmAccount.status}
          </p>
          <p data-testid="solana-status">
            {solanaAccount.isConnected ? `connected ${solanaAccount.caipAddress}` : solanaAccount.status}
          </p>
          <button type="button" onClick={() => void signSolana()}>
            Sign Solana message
          </button>
          <p data-testid="solana-signature">{solanaSignature}</p>
          <p data-testid="active-namespace">{selectedNamespace}</p>
        </>
      )}
      <p data-testid="status">{account.isConnected ? `connected ${account.address}` : account.status}</p>
      <button type="button" onClick={() => void sign()}>
        Sign message
      </button>
      <p data-testid="signature" data-signed={signed}>
        {signature}
      </p>
    </section>
  )
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <AppKitProvider appKit={appKit}>
      <AppKitButton />
      <Status />
    </AppKitProvider>,
  )
