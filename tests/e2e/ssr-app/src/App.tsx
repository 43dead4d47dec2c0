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
import { type AppKitInitialState, cookieStorage } from 'walletdock/ssr'
import { uiNetworks } from '../../../fixtures/uiNetworks.js'

/** ?cookie in the page's URL: the session is kept in cookies and the server renders it (walletdock/ssr). */
export const usesCookies = (url: string) => new URL(url, 'http://localhost').searchParams.has('cookie')

/** The same configuration on the server (per request) and in the browser. */
export function createPageAppKit(cookies = false): AppKit {
  return createAppKit({
    ...(cookies ? { storage: cookieStorage } : {}),
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

export function App({
  appKit,
  initialState,
}: {
  appKit: AppKit
  initialState?: AppKitInitialState | undefined
}) {
  return (
    <AppKitProvider appKit={appKit} initialState={initialState}>
      <AppKitButton />
      <HookProbe />
    </AppKitProvider>
  )
}
