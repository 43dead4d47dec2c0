import type { Address } from 'viem'

/** An EVM chain the blockchain API reads and indexes. */
export type ChainConfig = {
  /** CAIP-2 id, e.g. eip155:31337. */
  caip2: string
  chainId: number
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

/** An ERC-20 token the balance route and the indexer know. */
export type TokenConfig = { caip2: string; address: Address; name: string; symbol: string; decimals: number }

/** USD price per token symbol (upper case); a symbol missing here is priced 0. */
export type PriceTable = Record<string, number>

export type BlockchainConfig = { chains: ChainConfig[]; tokens: TokenConfig[]; prices: PriceTable }

/** The price of `symbol` in USD from the table, 0 when it has none. */
export function priceOf(prices: PriceTable, symbol: string): number {
  return prices[symbol.toUpperCase()] ?? 0
}
