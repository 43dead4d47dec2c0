import type { NetworkDeps } from '../network/types.js'
import { type PersistedKey, persistedKeys } from './persistence.js'

/**
 * Puts each namespace on the network a previous visit stored. A stored id counts only when it is one
 * of the configured networks, which is all the checking it needs: createAppKit runs this before the
 * engine (and zod) has loaded, with a plain JSON reader.
 */
export function restoreActiveNetworks({
  config,
  store,
  read,
}: Pick<NetworkDeps, 'config' | 'store'> & { read: (key: PersistedKey<unknown>) => unknown }) {
  for (const namespace of store.namespaces) {
    const id = read(persistedKeys.activeCaipNetworkId(namespace))
    const caipNetwork =
      typeof id === 'string' && config.networks.find((network) => network.caipNetworkId === id)
    if (caipNetwork) store.patchNetwork(namespace, { caipNetwork })
  }
}

/**
 * Makes the namespace a previous visit left active the active one again, when a configured network is
 * in it (a plain reader, as restoreActiveNetworks). Reconnect keeps it active once it reconnects.
 */
export function restoreActiveNamespace({
  config,
  store,
  read,
}: Pick<NetworkDeps, 'config' | 'store'> & { read: (key: PersistedKey<unknown>) => unknown }) {
  const stored = read(persistedKeys.activeNamespace)
  const namespace = store.namespaces.find((known) => known === stored)
  if (namespace && config.networks.some((network) => network.chainNamespace === namespace))
    store.activeNamespace.value = namespace
}

/**
 * Restores the recent wallets a previous visit stored (schema-checked storage: the engine's part;
 * createAppKit has already restored the active networks with restoreActiveNetworks).
 */
export function hydrate({ store, persistence }: Pick<NetworkDeps, 'store' | 'persistence'>) {
  store.recentWallets.value = persistence.get(persistedKeys.recentWallets) ?? []
}
