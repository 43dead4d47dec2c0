import type { BalanceItem } from '../../kernel/protocol/blockchainApi.js'

/** spec section 5: tokens with zero decimals are filtered from balances. */
export function visibleBalances(balances: readonly BalanceItem[]): BalanceItem[] {
  return balances.filter((item) => Number(item.quantity.decimals) !== 0)
}
