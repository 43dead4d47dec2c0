import { CHAIN_NAMESPACES } from '../namespaces.js'
import type { NetworkDeps } from '../network/types.js'
import { persistedKeys } from './persistence.js'

/** Reads what a previous visit stored (recent wallets, active networks); synchronous and I/O-free. */
export function hydrate({
  config,
  store,
  persistence,
}: Pick<NetworkDeps, 'config' | 'store' | 'persistence'>) {
  store.recentWallets.value = persistence.get(persistedKeys.recentWallets) ?? []
  for (const namespace of CHAIN_NAMESPACES) {
    const id = persistence.get(persistedKeys.activeCaipNetworkId(namespace))
    const caipNetwork = id && config.networks.find((network) => network.caipNetworkId === id)
    if (caipNetwork) store.patchNetwork(namespace, { caipNetwork })
  }
}
