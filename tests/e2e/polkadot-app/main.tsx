import { createAppKit } from 'walletdock'
import {
  type PolkadotProvider,
  polkadot,
  polkadotLocal,
  sendTransfer,
  signMessage,
} from 'walletdock/plugins/polkadot'
import { mountActionPage } from '../hostPage.js'

// The spec starts the local chain (behind its guard) and passes its URL, a recipient and a payload to sign.
const query = new URLSearchParams(location.search)
const local = polkadotLocal({ rpcUrl: query.get('rpc') ?? 'http://127.0.0.1:4551' })
const recipient = query.get('to') ?? ''
const appKit = createAppKit({ projectId: 'e2e-polkadot', networks: [local], plugins: [polkadot()] })

const provider = () => appKit.getProvider('polkadot') as PolkadotProvider
const signPayload = async () =>
  (await provider().signPayload({ ...JSON.parse(query.get('payload') ?? '{}'), address: provider().address }))
    .signature

mountActionPage(appKit, {
  namespace: 'polkadot',
  actions: [
    {
      label: 'Sign message',
      output: 'Signature',
      run: () => signMessage(appKit, { message: 'hello polkadot' }),
    },
    { label: 'Sign payload', output: 'Payload signature', run: signPayload },
    {
      label: 'Send 1 ROC',
      output: 'Sent',
      run: () => sendTransfer(appKit, { to: recipient, amount: 10n ** 12n }),
    },
  ],
})
