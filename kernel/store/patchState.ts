import { batch } from '@preact/signals-core'
import type { ChainNamespace } from '../namespaces.js'
import type { Store } from './createStore.js'
import type { AccountState, ConnectionState } from './types.js'

// The engine's writes and reads of connection state: creation writes none of them, so they stay out of
// the first bundle (the store itself is there).

export function patchAccount(store: Store, namespace: ChainNamespace, patch: Partial<AccountState>): void {
  store.account[namespace].value = { ...store.account[namespace].value, ...patch }
}

export function patchConnection(
  store: Store,
  namespace: ChainNamespace,
  patch: Partial<ConnectionState>,
): void {
  batch(() => {
    store.connection[namespace].value = { ...store.connection[namespace].value, ...patch }
    // The account mirrors the connection status (both are spec fields); one write keeps them equal.
    if (patch.status !== undefined) patchAccount(store, namespace, { status: patch.status })
  })
}

/** Namespaces with a live connection, in the order of the instance's namespaces (built-ins first). */
export function connectedNamespacesOf(store: Store): ChainNamespace[] {
  return store.namespaces.filter((namespace) => store.account[namespace].value.status === 'connected')
}
