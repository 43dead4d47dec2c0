import type { Network } from 'walletdock/plugin'
import { WALLET_STANDARD_CHAINS } from './setupConstants.js'

/**
 * The chain a Wallet Standard wallet signs for on `network`: the CAIP-2 id when the account lists it,
 * else the standard's cluster name (`solana:devnet`), else the CAIP-2 id.
 */
export function walletChainOf(network: Network, accountChains: readonly string[] = []): string {
  const alias = WALLET_STANDARD_CHAINS[network.caipNetworkId]
  if (accountChains.includes(network.caipNetworkId)) return network.caipNetworkId
  if (alias && accountChains.includes(alias)) return alias
  return alias ?? network.caipNetworkId
}
