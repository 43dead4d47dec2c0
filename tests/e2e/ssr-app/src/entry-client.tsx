import { hydrateRoot } from 'react-dom/client'
import type { AppKitInitialState } from 'walletdock/ssr'
import { App, createPageAppKit, usesCookies } from './App.js'

const appKit = createPageAppKit(usesCookies(location.href))
const initialState =
  (window as unknown as { initialState: AppKitInitialState | null }).initialState ?? undefined
// Every error React recovers from during hydration (a mismatch among them) is kept for the test.
const recovered: string[] = []
Object.assign(window, { appKit, recoveredErrors: recovered })
const root = document.getElementById('root')
if (root)
  hydrateRoot(root, <App appKit={appKit} initialState={initialState} />, {
    onRecoverableError(error) {
      recovered.push(error instanceof Error ? error.message : String(error))
      console.error(error)
    },
  })
