import type { ChainNamespace } from '../namespaces.js'
import type { CaipNetworkId, ConnectionStatus, RecentWallet } from '../store/types.js'

/** A storage key that carries the type of its value; `name` is the stored name under the @appkit/ prefix. */
export type PersistedKey<value> = { readonly name: string; readonly __value?: value }

function key<value>(name: string): PersistedKey<value> {
  return { name }
}

/** The keys the connection state machine reads and writes (spec section 3, Local storage). */
export const persistedKeys = {
  connectionStatus: (namespace: ChainNamespace) =>
    key<ConnectionStatus>(`@appkit/connection_status/${namespace}`),
  connectedConnectorId: (namespace: ChainNamespace) =>
    key<string>(`@appkit/connected_connector_id/${namespace}`),
  activeCaipNetworkId: (namespace: ChainNamespace) =>
    key<CaipNetworkId>(`@appkit/active_caip_network_id/${namespace}`),
  recentWallets: key<RecentWallet[]>('@appkit/recent_wallets'),
} as const

/** The small storage surface the kernel needs; kernel/storage implements it over localStorage. */
export type ConnectionPersistence = {
  get<value>(key: PersistedKey<value>): value | undefined
  set<value>(key: PersistedKey<value>, value: value): void
  remove(key: PersistedKey<unknown>): void
}

/** Keeps values for the life of the instance: the default until a storage plugin is given. */
export function createMemoryPersistence(): ConnectionPersistence {
  const values = new Map<string, unknown>()
  return {
    get: <value>(entry: PersistedKey<value>) => values.get(entry.name) as value | undefined,
    set: (entry, value) => {
      values.set(entry.name, value)
    },
    remove: (entry) => {
      values.delete(entry.name)
    },
  }
}
