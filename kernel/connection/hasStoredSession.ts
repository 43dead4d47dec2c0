import { CHAIN_NAMESPACES } from '../namespaces.js'
import { persistedKeys } from './persistence.js'

/**
 * True when a previous visit stored a connection status, so a session must be restored at start.
 * `has` only says whether a stored name is present: nothing is parsed, so the check needs neither the
 * engine nor zod.
 */
export function hasStoredSession(has: (name: string) => boolean): boolean {
  return CHAIN_NAMESPACES.some((namespace) => has(persistedKeys.connectionStatus(namespace).name))
}
