import { useMemo } from 'react'
import { useModal } from '../modal/context.js'
import { useSignal } from '../react/useSignal.js'
import { dedupeWallets, excludeWallets, orderWallets } from '../wallets/order.js'
import type { WalletEntry } from '../wallets/types.js'

/** The page's own wallets after the spec's dedupe, exclusion and ordering rules. */
export function useLocalWallets(): WalletEntry[] {
  const { kernel } = useModal()
  const local = useSignal(kernel.localWallets)
  return useMemo(
    () => orderWallets(excludeWallets(dedupeWallets(orderWallets(local)), kernel.excludedWallets)),
    [local, kernel.excludedWallets],
  )
}

export function walletTag(
  wallet: WalletEntry,
): 'connect.installed' | 'connect.recent' | 'connect.featured' | undefined {
  if (wallet.source === 'recent') return 'connect.recent'
  if (wallet.installed) return 'connect.installed'
  if (wallet.source === 'featured') return 'connect.featured'
  return undefined
}
