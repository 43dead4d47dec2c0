import { persistedKeys } from './persistence.js'
import type { ConnectionDeps } from './types.js'

/**
 * Stores each change of the active namespace (spec section 3, `@appkit/active_namespace`), so the next
 * visit restores it (restoreActiveNamespace) rather than whichever namespace reconnected last. The
 * value at start is not written: nothing is stored before something changes. Returns the stop.
 */
export function rememberActiveNamespace({
  store,
  persistence,
}: Pick<ConnectionDeps, 'store' | 'persistence'>): () => void {
  let first = true
  return store.activeNamespace.subscribe((namespace) => {
    if (first) first = false
    else persistence.set(persistedKeys.activeNamespace, namespace)
  })
}
