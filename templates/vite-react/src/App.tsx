import { AppKitButton, useAppKitAccount, useAppKitNetwork } from 'walletdock/react'
import { EvmActions } from './EvmActions' // appkit-template:evm
import { SignedIn } from './SignedIn' // appkit-template:siwx
import { SolanaActions } from './SolanaActions' // appkit-template:solana

export function App() {
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  return (
    <main className="page">
      <header className="bar">
        <strong>appkit starter</strong>
        <AppKitButton />
      </header>
      <section className="card" aria-label="Wallet">
        <dl>
          <dt>Account</dt>
          <dd>{account.isConnected ? account.address : 'Not connected'}</dd>
          <dt>Network</dt>
          <dd>{network.caipNetwork ? `${network.caipNetwork.name} (${network.caipNetworkId})` : 'None'}</dd>
        </dl>
        <EvmActions connected={account.isConnected} /> {/* appkit-template:evm */}
        <SolanaActions /> {/* appkit-template:solana */}
        <SignedIn /> {/* appkit-template:siwx */}
      </section>
    </main>
  )
}
