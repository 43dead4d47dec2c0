// What every React host page of the browser tests repeats (tests/e2e/app, embedded-app, solana-app, bitcoin-app,
// polkadot-app): the session kept in localStorage, the outputs read from the kernel, the actions that show their
// error, the mount, and the test apps' page of action buttons and outputs.
import { type ComponentType, type ReactNode, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import type { AppKit, ChainNamespace, StorageAccess } from 'walletdock'
import { AppKitButton, AppKitProvider } from 'walletdock/react'

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
  renderInRoot(appKit, <App />)
}

function renderInRoot(appKit: AppKit, page: ReactNode): void {
  const root = document.getElementById('root')
  if (root) createRoot(root).render(<AppKitProvider appKit={appKit}>{page}</AppKitProvider>)
}

/** A button of a test app: its label, what it runs, and the output (by label) its answer goes to, if any. */
export type PageAction = { label: string; run: () => Promise<unknown>; output?: string }

/**
 * The test apps' page (tests/e2e/solana-app, bitcoin-app, polkadot-app): the account button, a button for each
 * action, and outputs: the namespace's Address (and the selected Namespace with `showNamespace`), each action's
 * answer as text, and the Error. Mounted into #root inside the AppKitProvider.
 */
export function mountActionPage(appKit: AppKit, page: ActionPageProps['page']): void {
  renderInRoot(appKit, <ActionPage appKit={appKit} page={page} />)
}

type ActionPageProps = {
  appKit: AppKit
  page: { namespace: ChainNamespace; showNamespace?: boolean; actions: PageAction[] }
}

function ActionPage({ appKit, page }: ActionPageProps) {
  const outputs = [...new Set(page.actions.flatMap((action) => (action.output ? [action.output] : [])))]
  const [address, setAddress] = useState('')
  const [namespace, setNamespace] = useState('')
  const [answers, setAnswers] = useState<Record<string, string>>({})
  useAppKitRead(
    appKit,
    () => {
      setAddress(appKit.getAccount(page.namespace).address ?? '')
      setNamespace(appKit.getState().selectedNamespace ?? '')
    },
    { state: true },
  )
  const { error, run } = useRun()
  const show = (output: string | undefined) => (value: unknown) => {
    if (output) setAnswers((shown) => ({ ...shown, [output]: String(value) }))
  }
  return (
    <main>
      <AppKitButton />
      {page.actions.map((action) => (
        <button key={action.label} type="button" onClick={run(action.run, show(action.output))}>
          {action.label}
        </button>
      ))}
      <output aria-label="Address">{address}</output>
      {page.showNamespace && <output aria-label="Namespace">{namespace}</output>}
      {outputs.map((output) => (
        <output key={output} aria-label={output}>
          {answers[output] ?? ''}
        </output>
      ))}
      <output aria-label="Error">{error}</output>
    </main>
  )
}
