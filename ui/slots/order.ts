import { WALLET_FEATURES } from '../../kernel/config/orders.js'

/** spec section 3, Account state currentTab: the Account view's tabs. */
const ACCOUNT_TAB_ORDER = ['Tokens', 'NFTs', 'Activity'] as const

/** Known keys in their listed order, the others after them in registration order (a stable sort). */
function orderBy<entry>(entries: readonly entry[], order: readonly string[], key: (entry: entry) => string) {
  const rank = (entry: entry) => {
    const index = order.indexOf(key(entry))
    return index === -1 ? order.length : index
  }
  return [...entries].sort((a, b) => rank(a) - rank(b))
}

export function orderAccountActions<entry extends { feature: string }>(
  entries: readonly entry[],
  /** spec section 9, walletFeaturesOrder (default onramp, swaps, receive, send). */
  configured: readonly string[] = WALLET_FEATURES,
): entry[] {
  return orderBy(entries, configured, (entry) => entry.feature)
}

export function orderAccountTabs<entry extends { id: string }>(entries: readonly entry[]): entry[] {
  return orderBy(entries, ACCOUNT_TAB_ORDER, (entry) => entry.id)
}
