import { useState } from 'react'
import { createAppKit } from 'walletdock'
import {
  type PolkadotProvider,
  polkadot,
  polkadotLocal,
  sendTransfer,
  signMessage,
} from 'walletdock/plugins/polkadot'
import { AppKitButton } from 'walletdock/react'
import { mountHostPage, useAppKitRead, useRun } from '../hostPage.js'

// The spec starts the local chain (behind its guard) and passes its URL, a recipient and a payload to sign.
const query = new URLSearchParams(location.search)
const local = polkadotLocal({ rpcUrl: query.get('rpc') ?? 'http://127.0.0.1:4551' })
const recipient = query.get('to') ?? ''
const appKit = createAppKit({ projectId: 'e2e-polkadot', networks: [local], plugins: [polkadot()] })

const provider = () => appKit.getProvider('polkadot') as PolkadotProvider
const signPayload = async () =>
  (await provider().signPayload({ ...JSON.parse(query.get('payload') ?? '{}'), address: provider().address }))
    .signature

function App() {
  const [address, setAddress] = useState('')
  const [signature, setSignature] = useState('')
  const [payloadSignature, setPayloadSignature] = useState('')
  const [sent, setSent] = useState('')
  useAppKitRead(appKit, () => setAddress(appKit.getAccount('polkadot').address ?? ''), { state: true })
  const { error, run } = useRun()
  return (
    <main>
      <AppKitButton />
      <button
        type="button"
        onClick={run(() => signMessage(appKit, { message: 'hello polkadot' }), setSignature)}
      >
        Sign message
      </button>
      <button type="button" onClick={run(signPayload, setPayloadSignature)}>
        Sign payload
      </button>
      <button
        type="button"
        onClick={run(() => sendTransfer(appKit, { to: recipient, amount: 10n ** 12n }), setSent)}
      >
        Send 1 ROC
      </button>
      <output aria-label="Address">{address}</output>
      <output aria-label="Signature">{signature}</output>
      <output aria-label="Payload signature">{payloadSignature}</output>
      <output aria-label="Sent">{sent}</output>
      <output aria-label="Error">{error}</output>
    </main>
  )
}

mountHostPage(appKit, App)
