import { splitCaipNetworkId } from '../../../kernel/rules/caip.js'
import type {
  BlockchainConfig,
  ChainConfig,
  PriceTable,
  SolanaChainConfig,
} from '../../blockchain/chainConfig.js'
import { priceOf, SOL_CURRENCY } from '../../blockchain/chainConfig.js'
import { networkFeeCents, USD_PER_FIAT } from './onrampPricing.js'

/** Ours: Solana's fee for a transfer of lamports, one signature (5000 lamports a signature). */
export const SOL_TRANSFER_FEE_LAMPORTS = 5_000n

/** What can be bought on one network: an ERC-20 on an EVM chain, or SOL (native, no contract) on a Solana chain. */
export type Purchase = {
  token: { symbol: string; name: string; decimals: number }
  /** The token's contract; '' for SOL, a native currency. */
  contract: string
  network: { caip2: string; name: string; reference: string }
  /** Where it is delivered: an ERC-20 transfer on `evm`, a System Program transfer of lamports on `solana`. */
  chain: { kind: 'evm'; config: ChainConfig } | { kind: 'solana'; config: SolanaChainConfig }
}

/** Whether `network` (CAIP-2, or an EVM chain id) names this purchase's network. */
export const isOn = (purchase: Purchase, network: string | undefined) =>
  purchase.network.caip2 === network || purchase.network.reference === network

/** What can be bought where: each purchasable ERC-20 on its EVM chains, and SOL on every Solana chain when listed. */
export function purchasesOf(
  blockchain: Pick<BlockchainConfig, 'chains' | 'tokens' | 'solanaChains'>,
  symbols: readonly string[],
): Purchase[] {
  const purchases: Purchase[] = []
  for (const token of blockchain.tokens) {
    const chain = blockchain.chains.find((entry) => entry.caip2 === token.caip2)
    if (chain && symbols.includes(token.symbol))
      purchases.push({
        token,
        contract: token.address,
        network: { caip2: chain.caip2, name: chain.name, reference: String(chain.chainId) },
        chain: { kind: 'evm', config: chain },
      })
  }
  if (symbols.includes(SOL_CURRENCY.symbol))
    for (const chain of blockchain.solanaChains ?? [])
      purchases.push({
        token: SOL_CURRENCY,
        contract: '',
        network: {
          caip2: chain.caip2,
          name: chain.name,
          reference: splitCaipNetworkId(chain.caip2)?.reference ?? '',
        },
        chain: { kind: 'solana', config: chain },
      })
  return purchases
}

/**
 * The network fee of delivering `purchase` now, in cents of `currency` (at least 1 cent): one ERC-20 transfer at the
 * chain's gas price, or one signature's 5000 lamports on Solana.
 */
export async function purchaseFeeCents(purchase: Purchase, prices: PriceTable, currency: string) {
  if (purchase.chain.kind === 'evm') return networkFeeCents(purchase.chain.config, prices, currency)
  const usd = (Number(SOL_TRANSFER_FEE_LAMPORTS) / 10 ** SOL_CURRENCY.decimals) * priceOf(prices, 'SOL')
  return BigInt(Math.max(1, Math.ceil((usd * 100) / (USD_PER_FIAT[currency] ?? 1))))
}
