import { RECENT_WALLETS_LIMIT } from './constants.js'
import type { AppKitStorage } from './createStorage.js'
import type { RecentWallet } from './keys.js'

/** Records a wallet as most recent: newest first, deduplicated by id, at most 2 kept. */
export function addRecentWallet(storage: AppKitStorage, wallet: RecentWallet): RecentWallet[] {
  const previous = storage.get('recentWallets') ?? []
  const next = [wallet, ...previous.filter((entry) => entry.id !== wallet.id)].slice(0, RECENT_WALLETS_LIMIT)
  storage.set('recentWallets', next)
  return next
}
