// The embedded-wallet plugin's host page for the browser tests: the modal with evm() and
// embeddedWallet(), talking to the demo stack's secure site on another origin.
import { useState } from 'react'
import { createAppKit } from 'walletdock'
import { embeddedWallet } from 'walletdock/plugins/embedded-wallet'
import { evm, sendTransaction, signMessage, signTypedData } from 'walletdock/plugins/evm'
import { AppKitButton, useAppKitAccount, useAppKitConnections } from 'walletdock/react'
import { localNetworks } from '../../fixtures/evmNetworks.js'
import { localStorageAccess, mountHostPage, useAppKitRead, useRun } from '../hostPage.js'
import { MAIL } from './constants.js'
import { params, stackFromQuery } from './query.js'

const appKit = createAppKit(
  {
    ...stackFromQuery(),
    networks: localNetworks([params.get('rpcUrl') ?? '']),
    // ?pluginSecureSite= is the plugin's own secureSite option (one that is not http(s) is refused).
    plugins: [
      evm(),
      embeddedWallet(
        params.has('pluginSecureSite') ? { secureSite: params.get('pluginSecureSite') ?? '' } : {},
      ),
    ],
    themeMode: params.get('theme') === 'dark' ? 'dark' : 'light',
    // ?socials=apple,github: the providers `features.socials` lists (docs/config.md).
    ...(params.has('socials')
      ? { features: { socials: (params.get('socials') ?? '').split(',') as ['google'] } }
      : {}),
    // ?debug shows the kernel's alerts in the modal (else they go to the console).
    debug: params.has('debug'),
  },
  { storage: localStorageAccess },
)

function App() {
  const [address, setAddress] = useState('')
  const [signature, setSignature] = useState('')
  useAppKitRead(appKit, () => setAddress(appKit.getAccount('eip155').address ?? ''))
  // The login's user (email, username) and social provider, as an app reads them (spec 3).
  const account = useAppKitAccount()
  const [connection] = useAppKitConnections('eip155').connections
  const { error, run: runAction } = useRun()
  // Each action shows its result (a signature, a hash) or its error in the outputs below.
  const run = (action: () => Promise<unknown>) => () => {
    setSignature('')
    runAction(action, (result) => setSignature(String(result)))()
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
      <output aria-label="User email">{account.user?.email ?? ''}</output>
      <output aria-label="User name">{account.user?.username ?? ''}</output>
      <output aria-label="Social provider">{account.socialProvider ?? ''}</output>
      <output aria-label="Auth name">{connection?.auth?.name ?? ''}</output>
      <output aria-label="Signature">{signature}</output>
      <output aria-label="Error">{error}</output>
    </main>
  )
}

mountHostPage(appKit, App)
