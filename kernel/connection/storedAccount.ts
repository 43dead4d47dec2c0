import { effect } from '@preact/signals-core'
import type { NetworkDeps } from '../network/types.js'
import type { Store } from '../store/createStore.js'
import { type PersistedKey, storedInitialState } from './persistence.js'

/**
 * How long the stored address may stand in for a restore that has not settled. A connector whose reconnect never
 * answers (a wallet extension that hangs) must not leave an address on the button, and its click waiting, for good:
 * after this the button shows the connection's own status ('Connecting...') and a click opens the modal.
 */
export const STORED_ACCOUNT_MAX_MS = 5_000

/**
 * A returning visitor's account button shows the address a previous visit stored (storedInitialState's
 * rule) from the first paint, until the session is restored (`restored` settles): the wallet confirms it,
 * moves to another account, or the namespace disconnects. Only the account buttons read it: the account
 * state (getAccount, useAppKitAccount, isConnected) stays disconnected until the connector is ready, so a
 * page never calls a provider that is still reconnecting.
 */
export function showStoredAccount({
  config,
  store,
  read,
  restored,
}: Pick<NetworkDeps, 'config' | 'store'> & {
  read: (key: PersistedKey<unknown>) => unknown
  restored: Promise<unknown>
}): void {
  const stored = config.enableReconnect ? storedInitialState(config, read) : undefined
  const address = stored?.accounts[stored.activeNamespace]?.address
  if (!address) return
  store.storedAddress.value = address
  const done = () => {
    store.storedAddress.value = undefined
  }
  const bound = setTimeout(done, STORED_ACCOUNT_MAX_MS)
  restored.then(done, done).finally(() => clearTimeout(bound))
}

/**
 * Runs `action` (an account button's click) at once, or, while a stored address is shown, once the session
 * is restored: the modal then opens on what the wallet answered (Account, or Connect).
 */
export function whenRestored(store: Pick<Store, 'storedAddress'>, action: () => unknown): void {
  if (store.storedAddress.peek() === undefined) {
    action()
    return
  }
  const stop = effect(() => {
    if (store.storedAddress.value !== undefined) return
    queueMicrotask(() => {
      stop()
      action()
    })
  })
}
