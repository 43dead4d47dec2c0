import { lazy, Suspense } from 'react'
import type { SiwxPlugin } from 'walletdock/plugins/siwx'
import config from './appkit.config'

// Loaded after the page: the check of the session with your server is not in the first bundle.
const ServerSession = lazy(() => import('./ServerSession'))

const auth = config.plugins.find((plugin) => plugin.name === 'siwx') as SiwxPlugin | undefined

/** What your server says about the sign-in (src/ServerSession.tsx); nothing, and no chunk, without siwx. */
export function SignedIn() {
  return auth ? (
    <Suspense>
      <ServerSession auth={auth} />
    </Suspense>
  ) : null
}
