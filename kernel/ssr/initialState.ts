import type { ChainNamespace } from '../namespaces.js'
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
