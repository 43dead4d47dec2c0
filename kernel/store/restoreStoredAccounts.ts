import { type PersistedKey, storedInitialState } from '../connection/persistence.js'
import type { NetworkDeps } from '../network/types.js'
import { applyInitialStateTo } from '../ssr/applyInitialState.js'

/**
 * Shows the account a previous visit stored from the first paint (createAppKit, with a plain reader,
 * before the engine loads): reconnect then confirms it, moves to the account the wallet answers with, or
 * disconnects when the wallet no longer knows the site.
 */
export function restoreStoredAccounts({
  config,
  store,
  read,
}: Pick<NetworkDeps, 'config' | 'store'> & { read: (key: PersistedKey<unknown>) => unknown }) {
  const stored = storedInitialState(config, read)
  if (stored) applyInitialStateTo({ store, config }, stored)
}
