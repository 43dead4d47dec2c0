import type { ChainNamespace } from '../namespaces.js'
import { persistedKeys } from './persistence.js'

/**
 * The namespaces a previous visit stored a connection status for (none: nothing to restore, the
 * instance waits for intent), so the engine sets up only the plugins that serve them before restoring.
 * Only whether a stored name is present: nothing is parsed, so the check needs neither the engine nor zod.
 */
export function storedSessionNamespaces(
  namespaces: readonly ChainNamespace[],
  has: (name: string) => boolean,
): ChainNamespace[] {
  return namespaces.filter((namespace) => has(persistedKeys.connectionStatus(namespace).name))
}
