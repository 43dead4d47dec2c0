import type { Address } from 'viem'

/** An EVM chain the blockchain API reads and indexes. */
export type ChainConfig = {
  /** CAIP-2 id, e.g. eip155:31337. */
  caip2: string
  chainId: number
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** ENS's UniversalResolver on this chain (`appkit dev` deploys one): /v1/identity falls back to its names. */
  ensUniversalResolver?: Address | undefined
}

/** An ERC-20 token the balance route and the indexer know. */
export type TokenConfig = { caip2: string; address: Address; name: string; symbol: string; decimals: number }

/** An ERC-721 collection the indexer follows; `spam` flags its transfers `nft_info.flags.is_spam`. */
export type NftCollectionConfig = {
  caip2: string
  address: Address
  name: string
  symbol: string
  spam: boolean
}

/** USD price per token symbol (upper case); a symbol missing here is priced 0. */
export type PriceTable = Record<string, number>

/** An SPL token (its mint) on a Solana chain. */
export type SplTokenConfig = { mint: string; name: string; symbol: string; decimals: number }

/** A Solana chain the blockchain API reads and indexes (CAIP-2 `solana:<genesis hash prefix>`). */
export type SolanaChainConfig = {
  caip2: string
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  tokens: SplTokenConfig[]
}

export type BlockchainConfig = {
  chains: ChainConfig[]
  tokens: TokenConfig[]
  prices: PriceTable
  /** Solana chains, read over their JSON-RPC; none when absent. */
  solanaChains?: SolanaChainConfig[]
  /** ERC-721 collections on the EVM chains; none when absent. */
  nftCollections?: NftCollectionConfig[]
  /** The networks the convert API (swaps) supports; none when absent ('Network not supported for Swaps'). */
  swaps?: SwapNetworkConfig[]
}

/** SOL: the native currency of every Solana chain. */
export const SOL_CURRENCY = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

/** Whether `address` is one of Solana's base58 public keys rather than an EVM 0x address. */
export const isSolanaAccount = (address: string): boolean => !address.startsWith('0x')

/** The price of `symbol` in USD from the table, 0 when it has none. */
export function priceOf(prices: PriceTable, symbol: string): number {
  return prices[symbol.toUpperCase()] ?? 0
}

/** A Uniswap v2 pool of a swap network: its pair contract and its two tokens' symbols (ETH for WETH). */
export type SwapPoolConfig = { address: Address; symbols: [string, string] }

/** A network swaps are supported on: its Uniswap v2 exchange (Router02, factory, WETH) and its pools. */
export type SwapNetworkConfig = {
  caip2: string
  router: Address
  factory: Address
  weth: Address
  pools: SwapPoolConfig[]
}
