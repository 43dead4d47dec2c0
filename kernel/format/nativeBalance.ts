import { formatUnits } from './formatUnits.js'
import { truncateBalance } from './truncateBalance.js'

/** What a network says of its native currency (`network.nativeCurrency`). */
export type NativeCurrency = { readonly decimals: number; readonly symbol: string }

/**
 * The one "read, then format" step of a native balance (spec section 5), whoever read it (evm, solana, the
 * embedded wallet): the chain's amount in its smallest unit (wei, lamports) in the network's own decimals,
 * truncated (never rounded) to 3 decimals, with its symbol, as the account state holds it.
 */
export function nativeBalanceOf(
  amount: bigint,
  currency: NativeCurrency,
): { balance: string; balanceSymbol: string } {
  return { balance: truncateBalance(formatUnits(amount, currency.decimals)), balanceSymbol: currency.symbol }
}

/** An amount in the smallest unit, whole, in the network's decimals: `1.5 ETH` (what a request would move). */
export function formatNativeAmount(amount: bigint, currency: NativeCurrency): string {
  return `${formatUnits(amount, currency.decimals)} ${currency.symbol}`
}
