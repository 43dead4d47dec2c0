import type { PageWallet } from 'walletdock/plugin'
import { INJECTED_SOLANA_CONNECTOR_ID, INJECTED_SOLANA_WALLET_NAME } from './constants.js'
import { listenForStandardWallets } from './listenForStandardWallets.js'
import type { LegacySolanaProvider, StandardWallet } from './types.js'

/** A Solana wallet found on the page, before it becomes a connector. */
export type DiscoveredSolanaWallet = PageWallet &
  ({ type: 'ANNOUNCED'; source: StandardWallet } | { type: 'INJECTED'; source: LegacySolanaProvider })

/** A Wallet Standard wallet that connects and speaks Solana. */
function isSolanaWallet(wallet: StandardWallet): boolean {
  const features = Object.keys(wallet.features)
  return (
    features.includes('standard:connect') &&
    (wallet.chains.some((chain) => chain.startsWith('solana:')) ||
      features.some((feature) => feature.startsWith('solana:')))
  )
}

/**
 * The solana adapter's discovery (see defineWalletAdapter), without network I/O: the Wallet
 * Standard's in-page registry (wallets that register now or later, one per name) and, when
 * `injected`, a legacy `window.solana` that no Wallet Standard wallet has the name of. Calls `found`
 * with the page's wallets now and on every change; returns a function that stops listening.
 */
export function discoverWallets(
  found: (wallets: readonly DiscoveredSolanaWallet[]) => void,
  _ctx: unknown,
  { injected }: { injected: boolean },
): () => void {
  let standard: readonly StandardWallet[] = []
  const report = () => {
    const wallets: DiscoveredSolanaWallet[] = standard.filter(isSolanaWallet).map((wallet) => ({
      type: 'ANNOUNCED',
      id: `ws:${wallet.name}`,
      name: wallet.name,
      imageUrl: wallet.icon,
      source: wallet,
    }))
    const legacy = (window as unknown as { solana?: LegacySolanaProvider }).solana
    const name = legacy?.isPhantom ? 'Phantom' : INJECTED_SOLANA_WALLET_NAME
    if (injected && typeof legacy?.connect === 'function' && !wallets.some((wallet) => wallet.name === name))
      wallets.push({ type: 'INJECTED', id: INJECTED_SOLANA_CONNECTOR_ID, name, source: legacy })
    found(wallets)
  }
  const stop = listenForStandardWallets((registered) => {
    standard = registered
    report()
  })
  report()
  return stop
}
