import { hydrateRoot } from 'react-dom/client'
import { App, createPageAppKit } from './App.js'

const appKit = createPageAppKit()
// Every error React recovers from during hydration (a mismatch among them) is kept for the test.
const recovered: string[] = []
Object.assign(window, { appKit, recoveredErrors: recovered })
const root = document.getElementById('root')
if (root)
  hydrateRoot(root, <App appKit={appKit} />, {
    onRecoverableError(error) {
      recovered.push(error instanceof Error ? error.message : String(error))
      console.error(error)
    },
  })
