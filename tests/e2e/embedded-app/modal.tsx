// The embedded-wallet plugin's host page for the browser tests: the modal with evm() and
// embeddedWallet(), talking to the demo stack's secure site on another origin.
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppKit, type StorageAccess } from 'walletdock'
import { embeddedWallet } from 'walletdock/plugins/embedded-wallet'
import { evm, sendTransaction, signMessage, signTypedData } from 'walletdock/plugins/evm'
import { AppKitButton, AppKitProvider } from 'walletdock/react'
import { localNetworks } from '../../fixtures/evmNetworks.js'
import { MAIL } from './constants.js'

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
    themeMode: params.get('theme') === 'dark' ? 'dark' : 'light',
    // ?debug shows the kernel's alerts in the modal (else they go to the console).
    debug: params.has('debug'),
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
  // Each action shows its result (a signature, a hash) or its error in the outputs below.
  const run = (action: () => Promise<unknown>) => () => {
    setError('')
    setSignature('')
    action().then(
      (result) => setSignature(String(result)),
      (cause: Error) => setError(`${cause.name}: ${cause.message}`),
    )
  }
  const sign = run(() => signMessage(appKit, { message: 'hello from the modal' }))
  const signTyped = run(() => signTypedData(appKit, MAIL))
  const send = run(() =>
    sendTransaction(appKit, {
      to: (params.get('to') ?? '0x000000000000000000000000000000000000dEaD') as `0x${string}`,
      value: 1_500_000_000_000_000_000n,
    }),
  )
  const unknownMethod = run(async () => {
    const provider = appKit.getProvider('eip155') as { request(args: { method: string }): Promise<unknown> }
    return provider.request({ method: 'eth_sign' })
  })
  return (
    <main>
      <AppKitButton />
      <button type="button" onClick={sign}>
        Sign message
      </button>
      <button type="button" onClick={signTyped}>
        Sign typed data
      </button>
      <button type="button" onClick={send}>
        Send 1.5 ETH
      </button>
      <button type="button" onClick={unknownMethod}>
        Unknown method
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
