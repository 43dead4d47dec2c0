import type { BalanceItem } from 'walletdock/protocol'

/** spec section 5: tokens with zero decimals are filtered from balances. */
export function visibleBalances(balances: readonly BalanceItem[]): BalanceItem[] {
  return balances.filter((item) => Number(item.quantity.decimals) !== 0)
}
