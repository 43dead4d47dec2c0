import type { TrustedChain } from '../../plugins/embedded-wallet/protocol/trustedChains.js'
import { type ChainConfig, type PriceTable, priceOf } from '../blockchain/chainConfig.js'
import { DEFAULT_FEE_BOUND_NATIVE_HUNDREDTHS } from '../constants.js'

/** The secure site's own list of chains (`GET /chains`) from the chains the services read and their prices. */
export function trustedChainsOf(chains: readonly ChainConfig[], prices: PriceTable): TrustedChain[] {
  return chains.map((chain) => {
    const price = priceOf(prices, chain.nativeCurrency.symbol)
    const { symbol, decimals } = chain.nativeCurrency
    const bound = (DEFAULT_FEE_BOUND_NATIVE_HUNDREDTHS * 10n ** BigInt(decimals)) / 100n
    return {
      chainId: chain.chainId,
      rpcUrl: chain.rpcUrl,
      nativeCurrency: { symbol, decimals },
      ...(price > 0 ? { usdPrice: price } : {}),
      feeBoundWei: bound.toString(),
    }
  })
}
