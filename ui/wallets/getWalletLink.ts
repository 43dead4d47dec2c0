import type { WalletEntry } from './types.js'

const isWebUrl = (value: string | undefined): value is string => {
  if (!value) return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

/**
 * How the modal offers a wallet: `connect` when it can connect it (a connector on this page, or a
 * connector that pairs registry wallets, as a relay plugin's does), else `get` with where the wallet is
 * got (its homepage, web app or desktop page; web URLs only), else `hidden`: a wallet that cannot connect
 * and has no page is not listed at all.
 */
export function offerOf(
  wallet: WalletEntry,
  canPairRegistryWallets: boolean,
): { kind: 'connect' } | { kind: 'get'; href: string } | { kind: 'hidden' } {
  if (wallet.connectorId || (wallet.connectors?.length ?? 0) > 0 || canPairRegistryWallets)
    return { kind: 'connect' }
  const href = [wallet.homepage, wallet.webappLink, wallet.desktopLink].find(isWebUrl)
  return href ? { kind: 'get', href } : { kind: 'hidden' }
}
