// The smart-account host page for the browser tests: the modal with evm() and embeddedWallet(), and buttons that
// sign a message and send a transaction through whatever account the embedded wallet uses.
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppKit, type StorageAccess } from 'walletdock'
import { embeddedWallet } from 'walletdock/plugins/embedded-wallet'
import { evm, sendTransaction, signMessage } from 'walletdock/plugins/evm'
import { AppKitButton, AppKitProvider } from 'walletdock/react'
import { localNetworks } from '../../fixtures/evmNetworks.js'

const params = new URLSearchParams(location.search)
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
    networks: localNetworks([params.get('rpcUrl') ?? '']),
    endpoints: { api: params.get('api') ?? undefined, secureSite: params.get('site') ?? undefined },
    plugins: [evm(), embeddedWallet()],
  },
  { storage },
)
const recipient = (params.get('recipient') ?? '0x000000000000000000000000000000000000dEaD') as `0x${string}`

function App() {
  const [address, setAddress] = useState('')
  const [accountType, setAccountType] = useState('')
  const [result, setResult] = useState('')
  const [error, setError] = useState('')
  useEffect(() => {
    const read = () => {
      const account = appKit.getAccount('eip155')
      setAddress(account.address ?? '')
      setAccountType(account.preferredAccountType ?? '')
    }
    read()
    return appKit.subscribeEvents(read)
  }, [])
  const run = (action: () => Promise<string>) => {
    setError('')
    setResult('')
    action().then(setResult, (cause: Error) => setError(`${cause.name}: ${cause.message}`))
  }
  return (
    <main>
      <AppKitButton />
      <button
        type="button"
        onClick={() => run(() => signMessage(appKit, { message: 'hello from a smart account' }))}
      >
        Sign message
      </button>
      <button
        type="button"
        onClick={() => run(() => sendTransaction(appKit, { to: recipient, value: 12_345n }))}
      >
        Send transaction
      </button>
      <output aria-label="Address">{address}</output>
      <output aria-label="Account type">{accountType}</output>
      <output aria-label="Result">{result}</output>
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
