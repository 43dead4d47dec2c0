// The embedded-wallet plugin's host page for the browser tests: the modal with evm() and
// embeddedWallet(), talking to the demo stack's secure site on another origin.
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppKit, type StorageAccess } from 'walletdock'
import { embeddedWallet } from 'walletdock/plugins/embedded-wallet'
import { evm, signMessage } from 'walletdock/plugins/evm'
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

function App() {
  const [address, setAddress] = useState('')
  const [signature, setSignature] = useState('')
  const [error, setError] = useState('')
  useEffect(() => {
    const read = () => setAddress(appKit.getAccount('eip155').address ?? '')
    read()
    return appKit.subscribeEvents(read)
  }, [])
  const sign = () => {
    setError('')
    signMessage(appKit, { message: 'hello from the modal' }).then(setSignature, (cause: Error) =>
      setError(`${cause.name}: ${cause.message}`),
    )
  }
  return (
    <main>
      <AppKitButton />
      <button type="button" onClick={sign}>
        Sign message
      </button>
      <output aria-label="Address">{address}</output>
      <output aria-label="Signature">{signature}</output>
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
