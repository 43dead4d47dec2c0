import { effect } from '@preact/signals-core'
import { persistedKeys } from './persistence.js'
import type { ConnectionDeps } from './types.js'

/**
 * Stores each connected namespace's address (`@appkit/connected_address/<namespace>`) whenever it
 * changes (a connection, a reconnect, the wallet switching accounts), so a server can render the account
 * from the request's cookie before the wallet answers (kernel/ssr/cookieToInitialState.ts).
 * resetNamespace removes it on disconnect. Returns the stop.
 */
export function rememberAccount({
  store,
  persistence,
}: Pick<ConnectionDeps, 'store' | 'persistence'>): () => void {
  const written = new Map<string, string>()
  return effect(() => {
    for (const namespace of store.namespaces) {
      const { status, address } = store.account[namespace].value
      if (status !== 'connected' || !address) {
        written.delete(namespace)
        continue
      }
      if (written.get(namespace) === address) continue
      written.set(namespace, address)
      persistence.set(persistedKeys.connectedAddress(namespace), address)
    }
  })
}
