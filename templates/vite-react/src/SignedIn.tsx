import { lazy, Suspense } from 'react'
import type { SiwxPlugin } from 'walletdock/plugins/siwx'
import { useAppKitAccount } from 'walletdock/react'
import config from './appkit.config'

// Loaded once a wallet is connected: the check of the session with your server is not in the first bundle, and the
// page asks your server nothing before the visitor acts.
const ServerSession = lazy(() => import('./ServerSession'))

const auth = config.plugins.find((plugin) => plugin.name === 'siwx') as SiwxPlugin | undefined

/** What your server says about the sign-in (src/ServerSession.tsx); nothing, and no chunk, without siwx or a wallet. */
export function SignedIn() {
  const { isConnected } = useAppKitAccount()
  return auth && isConnected ? (
    <Suspense>
      <ServerSession auth={auth} />
    </Suspense>
  ) : null
}
