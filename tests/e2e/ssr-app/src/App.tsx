import { useEffect, useState } from 'react'
import { type AppKit, createAppKit } from 'walletdock'
import { evm } from 'walletdock/plugins/evm'
import {
  AppKitButton,
  AppKitProvider,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitState,
} from 'walletdock/react'
import { uiNetworks } from '../../../fixtures/uiNetworks.js'

/** The same configuration on the server (per request) and in the browser. */
export function createPageAppKit(): AppKit {
  return createAppKit({
    projectId: 'ssr-test-project',
    networks: uiNetworks(),
    // The browser's extension wallets (the test installs them); on the server there are none.
    plugins: [evm()],
  })
}

/** Reads the hooks the way an app would; `data-hydrated` flips once React has hydrated. */
function HookProbe() {
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const state = useAppKitState()
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return (
    <p data-testid="probe" data-hydrated={hydrated}>
      {account.isConnected ? `connected ${account.address}` : account.status} on {network.caipNetworkId} modal{' '}
      {state.open ? 'open' : 'closed'}
    </p>
  )
}

export function App({ appKit }: { appKit: AppKit }) {
  return (
    <AppKitProvider appKit={appKit}>
      <AppKitButton />
      <HookProbe />
    </AppKitProvider>
  )
}
