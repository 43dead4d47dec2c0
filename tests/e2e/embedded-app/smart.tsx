// The smart-account host page for the browser tests: the modal with evm() and embeddedWallet(), and buttons that
// sign a message and send a transaction through whatever account the embedded wallet uses.
import { useState } from 'react'
import { createAppKit } from 'walletdock'
import { embeddedWallet } from 'walletdock/plugins/embedded-wallet'
import { evm, sendTransaction, signMessage } from 'walletdock/plugins/evm'
import { AppKitButton } from 'walletdock/react'
import { localNetworks } from '../../fixtures/evmNetworks.js'
import { localStorageAccess, mountHostPage, useAppKitRead, useRun } from '../hostPage.js'
import { params, stackFromQuery } from './query.js'

const appKit = createAppKit(
  {
    ...stackFromQuery(),
    networks: localNetworks([params.get('rpcUrl') ?? '']),
    plugins: [evm(), embeddedWallet()],
  },
  { storage: localStorageAccess },
)
const recipient = (params.get('recipient') ?? '0x000000000000000000000000000000000000dEaD') as `0x${string}`

function App() {
  const [address, setAddress] = useState('')
  const [accountType, setAccountType] = useState('')
  const [result, setResult] = useState('')
  useAppKitRead(appKit, () => {
    const account = appKit.getAccount('eip155')
    setAddress(account.address ?? '')
    setAccountType(account.preferredAccountType ?? '')
  })
  const { error, run: runAction } = useRun()
  const run = (action: () => Promise<string>) => () => {
    setResult('')
    runAction(action, setResult)()
  }
  return (
    <main>
      <AppKitButton />
      <button
        type="button"
        onClick={run(() => signMessage(appKit, { message: 'hello from a smart account' }))}
      >
        Sign message
      </button>
      <button type="button" onClick={run(() => sendTransaction(appKit, { to: recipient, value: 12_345n }))}>
        Send transaction
      </button>
      <output aria-label="Address">{address}</output>
      <output aria-label="Account type">{accountType}</output>
      <output aria-label="Result">{result}</output>
      <output aria-label="Error">{error}</output>
    </main>
  )
}

mountHostPage(appKit, App)
