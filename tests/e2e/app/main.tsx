import { useState } from 'react'
import { parseEther } from 'viem'
import { createAppKit } from 'walletdock'
import { evm, sendTransaction, signMessage } from 'walletdock/plugins/evm'
import { AppKitButton } from 'walletdock/react'
import { localNetworks } from '../../fixtures/evmNetworks.js'
import { localStorageAccess, mountHostPage, useAppKitRead, useRun } from '../hostPage.js'
import { EVM_E2E_RPC_URLS } from './constants.js'

const appKit = createAppKit(
  { projectId: 'e2e-evm', networks: localNetworks(EVM_E2E_RPC_URLS), plugins: [evm()] },
  { storage: localStorageAccess },
)

/** A recipient dev account (anvil's fifth). */
const RECIPIENT = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

function App() {
  const [signature, setSignature] = useState('')
  const [hash, setHash] = useState('')
  const [address, setAddress] = useState('')
  useAppKitRead(appKit, () => setAddress(appKit.getAccount('eip155').address ?? ''))
  const { error, run } = useRun()
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

mountHostPage(appKit, App)
