import { effect } from '@preact/signals-core'
import type { NetworkDeps } from '../network/types.js'
import type { Store } from '../store/createStore.js'
import { type PersistedKey, storedInitialState } from './persistence.js'

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
  restored.then(done, done)
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
