import { type Address, createPublicClient, http, type PublicClient } from 'viem'
import type { ChainConfig, SwapNetworkConfig, TokenConfig } from './chainConfig.js'
import { uniswapPairAbi } from './uniswapAbi.js'

/** A token the exchange of one network swaps: the native currency stands for WETH in the pools. */
export type SwapToken = {
  symbol: string
  name: string
  decimals: number
  /** The address the pools hold (WETH for the native currency). */
  poolAddress: Address
  native: boolean
}

/** A route through the pools and what it gives: the amounts along the path and the price impact in basis points. */
export type SwapRoute = { path: SwapToken[]; amounts: bigint[]; priceImpactBps: bigint }

const clients = new Map<string, PublicClient>()
/** One client per RPC URL, kept for the process. */
export function clientFor(rpcUrl: string): PublicClient {
  let client = clients.get(rpcUrl)
  if (!client) {
    client = createPublicClient({ transport: http(rpcUrl, { retryCount: 1 }) })
    clients.set(rpcUrl, client)
  }
  return client
}

/** The tokens of a swap network: the native currency first, then each ERC-20 a pool holds. */
export function swapTokensOf(network: SwapNetworkConfig, chain: ChainConfig, tokens: readonly TokenConfig[]) {
  const pooled = new Set(network.pools.flatMap((pool) => pool.symbols))
  const list: SwapToken[] = [
    { ...chain.nativeCurrency, poolAddress: network.weth, native: true },
    ...tokens
      .filter((token) => token.caip2 === network.caip2 && pooled.has(token.symbol))
      .map((token) => ({ ...token, poolAddress: token.address, native: false })),
  ]
  return list
}

/** Uniswap v2's getAmountOut: the 0.3% fee taken from the input, integer math as the pair does it. */
export function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n
  const withFee = amountIn * 997n
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee)
}

type Reserves = { reserveIn: bigint; reserveOut: bigint }

/** The reserves of the pool between two tokens, ordered in → out; undefined when the network has no such pool. */
async function reservesOf(
  client: PublicClient,
  network: SwapNetworkConfig,
  from: SwapToken,
  to: SwapToken,
): Promise<Reserves | undefined> {
  const pool = network.pools.find(
    (entry) =>
      entry.symbols.includes(from.symbol) && entry.symbols.includes(to.symbol) && from.symbol !== to.symbol,
  )
  if (!pool) return undefined
  const [reserve0, reserve1] = await client.readContract({
    address: pool.address,
    abi: uniswapPairAbi,
    functionName: 'getReserves',
  })
  // A pair's token0 is the lower of its two addresses.
  const fromIsToken0 = from.poolAddress.toLowerCase() < to.poolAddress.toLowerCase()
  return fromIsToken0
    ? { reserveIn: reserve0, reserveOut: reserve1 }
    : { reserveIn: reserve1, reserveOut: reserve0 }
}

/** Walks a path through the pools' current reserves; undefined when a hop has no pool. */
async function walk(client: PublicClient, network: SwapNetworkConfig, path: SwapToken[], amountIn: bigint) {
  const amounts = [amountIn]
  // The mid price's output (no fee, no slippage), scaled by 1e18 against rounding.
  let mid = amountIn * 10n ** 18n
  for (let hop = 0; hop + 1 < path.length; hop++) {
    const reserves = await reservesOf(client, network, path[hop] as SwapToken, path[hop + 1] as SwapToken)
    if (!reserves) return undefined
    amounts.push(amountOut(amounts[hop] as bigint, reserves.reserveIn, reserves.reserveOut))
    mid = reserves.reserveIn === 0n ? 0n : (mid * reserves.reserveOut) / reserves.reserveIn
  }
  const out = (amounts.at(-1) as bigint) * 10n ** 18n
  const priceImpactBps = mid === 0n || out >= mid ? 0n : ((mid - out) * 10_000n) / mid
  return { path, amounts, priceImpactBps }
}

/**
 * The best route from one token to another on a network's pools: the direct pool, or through one other token of
 * the network, whichever gives more. Undefined when no route exists or it gives nothing.
 */
export async function bestRoute(
  network: SwapNetworkConfig,
  rpcUrl: string,
  tokens: readonly SwapToken[],
  from: SwapToken,
  to: SwapToken,
  amountIn: bigint,
): Promise<SwapRoute | undefined> {
  const client = clientFor(rpcUrl)
  const middles = tokens.filter((token) => token.symbol !== from.symbol && token.symbol !== to.symbol)
  const candidates = [[from, to], ...middles.map((middle) => [from, middle, to])]
  const routes = await Promise.all(candidates.map((path) => walk(client, network, path, amountIn)))
  let best: SwapRoute | undefined
  for (const route of routes) {
    if (!route) continue
    if (!best || (route.amounts.at(-1) as bigint) > (best.amounts.at(-1) as bigint)) best = route
  }
  return best && (best.amounts.at(-1) as bigint) > 0n ? best : undefined
}

/** Basis points as a percent with two decimals ('0.33'). */
export const percentOf = (bps: bigint) => `${bps / 100n}.${String(bps % 100n).padStart(2, '0')}`
