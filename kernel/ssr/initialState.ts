import { type PersistedKey, persistedKeys } from '../connection/persistence.js'
import type { ChainNamespace } from '../namespaces.js'
import { STORED_ADDRESS_PATTERN } from '../storage/constants.js'
import type { AccountState, CaipAddress, CaipNetworkId } from '../store/types.js'

/**
 * What a server read from the request's cookie (cookieToInitialState) and hands to <AppKitProvider
 * initialState>: plain JSON, so it crosses from a server component to a client one.
 */
export type AppKitInitialState = {
  /** The namespace to show first. */
  activeNamespace: ChainNamespace
  /** Each stored connected namespace: its address and the network it is on (a configured one). */
  accounts: Partial<Record<ChainNamespace, { address: string; caipNetworkId: CaipNetworkId }>>
}

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

/**
 * The account fields a namespace shows from the initial state before its wallet reconnects: the address,
 * and 'reconnecting' (reconnect then confirms it, or disconnects when the wallet no longer answers).
 */
export function initialAccountFields(
  state: AppKitInitialState,
  namespace: ChainNamespace,
): Pick<AccountState, 'address' | 'caipAddress' | 'status'> | undefined {
  const entry = state.accounts[namespace]
  if (!entry) return undefined
  const caipAddress = `${entry.caipNetworkId}:${entry.address}` as CaipAddress
  return { address: entry.address, caipAddress, status: 'reconnecting' }
}
