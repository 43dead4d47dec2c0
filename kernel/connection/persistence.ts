import type { ChainNamespace } from '../namespaces.js'
import type { PersistedKey } from '../storage/types.js'
import type { CaipNetworkId, ConnectionStatus, RecentWallet } from '../store/types.js'

export type { PersistedKey }

function key<value>(name: string): PersistedKey<value> {
  return { name }
}

/** The keys the connection state machine reads and writes (spec section 3, Local storage). */
export const persistedKeys = {
  connectionStatus: (namespace: ChainNamespace) =>
    key<ConnectionStatus>(`@appkit/connection_status/${namespace}`),
  connectedConnectorId: (namespace: ChainNamespace) =>
    key<string>(`@appkit/connected_connector_id/${namespace}`),
  /** The connected account's address: what a server renders before the wallet reconnects (kernel/ssr). */
  connectedAddress: (namespace: ChainNamespace) => key<string>(`@appkit/connected_address/${namespace}`),
  activeCaipNetworkId: (namespace: ChainNamespace) =>
    key<CaipNetworkId>(`@appkit/active_caip_network_id/${namespace}`),
  recentWallets: key<RecentWallet[]>('@appkit/recent_wallets'),
  /** The namespace the user last made active; a reload makes it active again once it reconnects. */
  activeNamespace: key<ChainNamespace>('@appkit/active_namespace'),
} as const
