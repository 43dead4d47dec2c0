// The embedded wallet beside the solana plugin: one email login gives the eip155 and the solana account;
// the solana plugin's helpers sign with the solana one through the frame (tests/e2e/embeddedSolana.spec.ts).
import { base58 } from '@scure/base'
import { Connection, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppKit, type StorageAccess } from 'walletdock'
import { solanaLocalnet } from 'walletdock/networks'
import { embeddedWallet } from 'walletdock/plugins/embedded-wallet'
import { evm, signMessage as signEvmMessage } from 'walletdock/plugins/evm'
import { signAndSendTransaction, signMessage, solana } from 'walletdock/plugins/solana'
import { AppKitButton, AppKitProvider } from 'walletdock/react'
import { localNetworks } from '../../fixtures/evmNetworks.js'

const params = new URLSearchParams(location.search)
const solanaRpc = params.get('solanaRpc') ?? ''
const [anvil] = localNetworks([params.get('rpcUrl') ?? ''])
const localnet = solanaLocalnet({ rpcUrl: solanaRpc })
const storage: StorageAccess = {
  get(key) {
    const value = localStorage.getItem(key.name)
    return value === null ? undefined : JSON.parse(value)
  },
  set(key, value) {
    localStorage.setItem(key.name, JSON.stringify(value))
  },
  remove(key) {
    localStorage.removeItem(key.name)
  },
}

const appKit = createAppKit(
  {
    projectId: params.get('projectId') ?? '',
    networks: anvil ? [anvil, localnet] : [localnet],
    endpoints: { api: params.get('api') ?? undefined, secureSite: params.get('site') ?? undefined },
    plugins: [evm(), solana({ injected: false }), embeddedWallet()],
  },
  { storage },
)

/** 0.5 SOL to the recipient in the query, a legacy transaction the embedded account pays for. */
async function sendHalfSol(): Promise<string> {
  const from = new PublicKey(appKit.getAccount('solana').address ?? '')
  const { blockhash } = await new Connection(solanaRpc, 'confirmed').getLatestBlockhash()
  const transaction = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({
      fromPubkey: from,
      toPubkey: new PublicKey(params.get('to') ?? ''),
      lamports: LAMPORTS_PER_SOL / 2,
    }),
  )
  return signAndSendTransaction(appKit, { transaction })
}

function App() {
  const [evmAddress, setEvmAddress] = useState('')
  const [solanaAddress, setSolanaAddress] = useState('')
  const [namespace, setNamespace] = useState('')
  const [signature, setSignature] = useState('')
  const [sent, setSent] = useState('')
  const [error, setError] = useState('')
  useEffect(() => {
    const read = () => {
      setEvmAddress(appKit.getAccount('eip155').address ?? '')
      setSolanaAddress(appKit.getAccount('solana').address ?? '')
      setNamespace(appKit.getState().selectedNamespace ?? '')
    }
    read()
    const stops = [appKit.subscribeEvents(read), appKit.subscribe(read)]
    return () => {
      for (const stop of stops) stop()
    }
  }, [])
  const run = (action: () => Promise<string>, done: (value: string) => void) => () => {
    setError('')
    action().then(done, (cause: Error) => setError(`${cause.name}: ${cause.message}`))
  }
  return (
    <main>
      <AppKitButton />
      <button
        type="button"
        onClick={run(
          async () => (await appKit.switchNetwork(localnet)).name,
          () => {},
        )}
      >
        Switch to Solana
      </button>
      <button
        type="button"
        onClick={run(
          async () => (anvil ? (await appKit.switchNetwork(anvil)).name : ''),
          () => {},
        )}
      >
        Switch to Anvil
      </button>
      <button
        type="button"
        onClick={run(
          async () =>
            base58.encode(await signMessage(appKit, { message: 'hello from the embedded solana account' })),
          setSignature,
        )}
      >
        Sign Solana message
      </button>
      <button
        type="button"
        onClick={run(
          () => signEvmMessage(appKit, { message: 'hello from the eip155 account' }),
          setSignature,
        )}
      >
        Sign EVM message
      </button>
      <button type="button" onClick={run(sendHalfSol, setSent)}>
        Send 0.5 SOL
      </button>
      <output aria-label="Address">{evmAddress}</output>
      <output aria-label="Solana address">{solanaAddress}</output>
      <output aria-label="Namespace">{namespace}</output>
      <output aria-label="Signature">{signature}</output>
      <output aria-label="Sent">{sent}</output>
      <output aria-label="Error">{error}</output>
    </main>
  )
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <AppKitProvider appKit={appKit}>
      <App />
    </AppKitProvider>,
  )
