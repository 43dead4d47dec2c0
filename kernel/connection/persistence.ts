import type { ChainNamespace } from '../namespaces.js'
import type { AppKitInitialState } from '../ssr/initialState.js'
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

/**
 * A stored connected address (CAIP-10's account part): the storage schema's rule (storage/keys.ts) and the
 * one storedInitialState checks before the first bundle shows it.
 */
export const STORED_ADDRESS_PATTERN = /^[-.%a-zA-Z0-9]{1,128}$/

/** The part of a config storedInitialState reads. */
export type NetworksConfig = {
  networks: readonly { caipNetworkId: string; chainNamespace: ChainNamespace }[]
  defaultNetwork?: string | undefined
}

/**
 * The session a previous visit stored, as an initial state: each namespace whose stored status is
 * 'connected', with a stored address and a configured network (the stored one, else the default, else
 * the first). Undefined when there is none. The one rule for the server (cookieToInitialState, over the
 * request's cookie) and the browser (createAppKit, over plain reads of the storage before the engine and
 * its schemas load: hence the checks here).
 */
export function storedInitialState(
  config: NetworksConfig,
  read: (key: PersistedKey<unknown>) => unknown,
): AppKitInitialState | undefined {
  const accounts: AppKitInitialState['accounts'] = {}
  for (const namespace of new Set(config.networks.map((network) => network.chainNamespace))) {
    if (read(persistedKeys.connectionStatus(namespace)) !== 'connected') continue
    const address = read(persistedKeys.connectedAddress(namespace))
    if (typeof address !== 'string' || !STORED_ADDRESS_PATTERN.test(address)) continue
    const inNamespace = config.networks.filter((network) => network.chainNamespace === namespace)
    const storedId = read(persistedKeys.activeCaipNetworkId(namespace))
    const network =
      inNamespace.find((candidate) => candidate.caipNetworkId === storedId) ??
      inNamespace.find((candidate) => candidate.caipNetworkId === config.defaultNetwork) ??
      inNamespace[0]
    if (network) accounts[namespace] = { address, caipNetworkId: network.caipNetworkId as CaipNetworkId }
  }
  const connected = Object.keys(accounts) as ChainNamespace[]
  const [first] = connected
  if (!first) return undefined
  const active = read(persistedKeys.activeNamespace)
  return { activeNamespace: connected.find((namespace) => namespace === active) ?? first, accounts }
}
