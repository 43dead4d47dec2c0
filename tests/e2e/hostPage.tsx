// What every React host page of the browser tests repeats (tests/e2e/app, embedded-app, solana-app): the session
// kept in localStorage, the outputs read from the kernel, the actions that show their error, and the mount.
import { type ComponentType, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import type { AppKit, StorageAccess } from 'walletdock'
import { AppKitProvider } from 'walletdock/react'

/** The host keeps the session in localStorage, so a reload can reconnect. */
export const localStorageAccess: StorageAccess = {
  get(key) {
    const value = localStorage.getItem(key.name)
    return value === null ? undefined : JSON.parse(value)
  },
  set(key, value) {
    localStorage.setItem(key.name, JSON.stringify(value))
  },
  remove(key) {
    localStorage.removeItem(key.name)
  },
}

/** Calls `read` now and on each of the kernel's events (and state changes too with `state`), until unmount. */
export function useAppKitRead(appKit: AppKit, read: () => void, { state = false } = {}): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once subscribed, as the pages always did
  useEffect(() => {
    read()
    const stops = state
      ? [appKit.subscribeEvents(read), appKit.subscribe(read)]
      : [appKit.subscribeEvents(read)]
    return () => {
      for (const stop of stops) stop()
    }
  }, [])
}

/**
 * The page's Error output and how a button runs an action: `run(action, done)` is the click handler, which clears
 * the error, then hands the result to `done` or shows the failure as `Name: message`.
 */
export function useRun(): {
  error: string
  run: <T>(action: () => Promise<T>, done: (value: T) => void) => () => void
} {
  const [error, setError] = useState('')
  const run =
    <T,>(action: () => Promise<T>, done: (value: T) => void) =>
    () => {
      setError('')
      action().then(done, (cause: Error) => setError(`${cause.name}: ${cause.message}`))
    }
  return { error, run }
}

/** Renders the page's App inside the AppKitProvider into #root. */
export function mountHostPage(appKit: AppKit, App: ComponentType): void {
  const root = document.getElementById('root')
  if (root)
    createRoot(root).render(
      <AppKitProvider appKit={appKit}>
        <App />
      </AppKitProvider>,
    )
}
