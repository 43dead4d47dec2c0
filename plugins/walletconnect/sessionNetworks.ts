import type { SessionTypes } from '@walletconnect/types'
import {
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  type NetworkState,
  splitCaipAddress,
} from 'walletdock/plugin'

/**
 * spec section 3, network state: what a WalletConnect session approved in a namespace. `approvedCaipNetworkIds`
 * are the session's chains there; `supportsAllNetworks` stays true when the wallet can be asked to move to any
 * configured network (eip155 with `wallet_switchEthereumChain` approved) or approved them all. No session (or a
 * namespace it does not hold): the initial values, true and none.
 */
export function sessionNetworkState(
  session: SessionTypes.Struct | undefined,
  namespace: ChainNamespace,
  networks: readonly CaipNetwork[],
): Pick<NetworkState, 'supportsAllNetworks' | 'approvedCaipNetworkIds'> {
  const approved = session?.namespaces[namespace]
  if (!approved) return { supportsAllNetworks: true, approvedCaipNetworkIds: [] }
  const chains = [
    ...new Set(
      approved.chains ??
        approved.accounts.flatMap((account) => splitCaipAddress(account)?.caipNetworkId ?? []),
    ),
  ] as CaipNetworkId[]
  const switches = namespace === 'eip155' && approved.methods.includes('wallet_switchEthereumChain')
  const configured = networks.filter((network) => network.chainNamespace === namespace)
  return {
    supportsAllNetworks:
      switches || configured.every((network) => chains.includes(network.caipNetworkId as CaipNetworkId)),
    approvedCaipNetworkIds: chains,
  }
}
