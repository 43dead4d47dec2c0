import { RECENT_WALLETS_LIMIT } from './constants.js'
import type { RecentWallet } from './types.js'

/** Newest first, one entry per wallet id, at most RECENT_WALLETS_LIMIT. */
export function addRecentWallet(list: readonly RecentWallet[], wallet: RecentWallet): RecentWallet[] {
  return [wallet, ...list.filter((entry) => entry.id !== wallet.id)].slice(0, RECENT_WALLETS_LIMIT)
}
