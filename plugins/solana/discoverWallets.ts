import { listenForStandardWallets, type PageWallet } from 'walletdock/plugin'
import { INJECTED_SOLANA_CONNECTOR_ID, INJECTED_SOLANA_WALLET_NAME } from './constants.js'
import type { LegacySolanaProvider, StandardWallet } from './types.js'

/** A Solana wallet found on the page, before it becomes a connector. */
export type DiscoveredSolanaWallet = PageWallet &
  ({ type: 'ANNOUNCED'; source: StandardWallet } | { type: 'INJECTED'; source: LegacySolanaProvider })

type Skip = (name: unknown, problem: string) => void
const isSolana = (entry: unknown) => typeof entry === 'string' && entry.startsWith('solana:')

/**
 * A registered wallet as the modal lists it when it connects and speaks Solana, else undefined. A
 * page script may register anything, with getters that throw: a wallet whose fields cannot be read,
 * or whose features are not an object or chains and accounts not lists, goes to `skip` (the kernel
 * checks the name and the icon); a well-formed wallet for other chains is left out silently.
 */
function readWallet(wallet: StandardWallet, skip: Skip): DiscoveredSolanaWallet | undefined {
  let name: unknown
  try {
    name = wallet.name
    const { icon, chains, features, accounts } = wallet
    if (typeof features !== 'object' || !features) return void skip(name, 'its features are not an object')
    if (!Array.isArray(chains) || !Array.isArray(accounts))
      return void skip(name, 'its chains or accounts are not a list')
    const keys = Object.keys(features)
    if (keys.includes('standard:connect') && (chains.some(isSolana) || keys.some(isSolana)))
      return { type: 'ANNOUNCED', id: `ws:${name}`, name: name as string, imageUrl: icon, source: wallet }
  } catch {
    skip(name, 'reading its Wallet Standard fields threw')
  }
}

/** The legacy `window.solana` when it can connect; a page's global may be anything, with a getter that throws. */
function legacyWallet(): DiscoveredSolanaWallet | undefined {
  try {
    const legacy = (window as unknown as { solana?: LegacySolanaProvider }).solana
    if (typeof legacy?.connect !== 'function') return
    const name = legacy.isPhantom ? 'Phantom' : INJECTED_SOLANA_WALLET_NAME
    return { type: 'INJECTED', id: INJECTED_SOLANA_CONNECTOR_ID, name, source: legacy }
  } catch {}
}

/**
 * The solana adapter's discovery (see defineWalletAdapter), without network I/O: the Wallet
 * Standard's in-page registry (wallets that register now or later, one per name) and, when
 * `injected`, a legacy `window.solana` that no Wallet Standard wallet has the name of. Malformed
 * wallets go to `skip` and never stop the others from being listed. Calls `found` with the page's
 * wallets now and on every change; returns a function that stops listening.
 */
export function discoverWallets(
  found: (wallets: readonly DiscoveredSolanaWallet[]) => void,
  _ctx: unknown,
  { injected }: { injected: boolean },
  skip: Skip,
): () => void {
  return listenForStandardWallets<StandardWallet>((standard) => {
    const wallets: DiscoveredSolanaWallet[] = []
    for (const wallet of standard) {
      const read = readWallet(wallet, skip)
      if (read) wallets.push(read)
    }
    const legacy = injected ? legacyWallet() : undefined
    if (legacy && !wallets.some((wallet) => wallet.name === legacy.name)) wallets.push(legacy)
    found(wallets)
  })
}
