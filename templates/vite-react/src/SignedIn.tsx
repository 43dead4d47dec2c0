import { lazy, Suspense } from 'react'

// Loaded after the page: the check of the session with your server is not in the first bundle.
const ServerSession = lazy(() => import('./ServerSession'))

/** What your server says about the sign-in (src/ServerSession.tsx). */
export function SignedIn() {
  return (
    <Suspense>
      <ServerSession />
    </Suspense>
  )
}
