import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { parseEther } from 'viem'
import { createAppKit, type StorageAccess } from 'walletdock'
import { evm, sendTransaction, signMessage } from 'walletdock/plugins/evm'
import { AppKitButton, AppKitProvider } from 'walletdock/react'
import { localNetworks } from '../../fixtures/evmNetworks.js'
import { EVM_E2E_RPC_URLS } from './constants.js'

/** The host keeps the session in localStorage, so a reload can reconnect. */
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
  { projectId: 'e2e-evm', networks: localNetworks(EVM_E2E_RPC_URLS), plugins: [evm()] },
  { storage },
)

/** A recipient dev account (anvil's fifth). */
const RECIPIENT = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

function App() {
  const [signature, setSignature] = useState('')
  const [hash, setHash] = useState('')
  const [error, setError] = useState('')
  const [address, setAddress] = useState('')
  useEffect(() => {
    const read = () => setAddress(appKit.getAccount('eip155').address ?? '')
    read()
    return appKit.subscribeEvents(read)
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
        onClick={run(() => signMessage(appKit, { message: 'hello appkit' }), setSignature)}
      >
        Sign message
      </button>
      <button
        type="button"
        onClick={run(() => sendTransaction(appKit, { to: RECIPIENT, value: parseEther('0.01') }), setHash)}
      >
        Send 0.01 ETH
      </button>
      <output aria-label="Address">{address}</output>
      <output aria-label="Signature">{signature}</output>
      <output aria-label="Transaction hash">{hash}</output>
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
