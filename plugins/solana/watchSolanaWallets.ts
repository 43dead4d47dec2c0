import type { Connector } from 'walletdock/plugin'
import { INJECTED_SOLANA_CONNECTOR_ID, INJECTED_SOLANA_WALLET_NAME } from './constants.js'
import { listenForStandardWallets } from './listenForStandardWallets.js'
import type { LegacySolanaProvider, StandardWallet } from './types.js'

/** A Solana wallet found on the page, before it becomes a connector. */
export type DiscoveredSolanaWallet =
  | { type: 'ANNOUNCED'; id: string; name: string; imageUrl: string; wallet: StandardWallet }
  | { type: 'INJECTED'; id: string; name: string; imageUrl?: undefined; provider: LegacySolanaProvider }

export type WatchSolanaWalletsParameters = {
  /** Offer a legacy `window.solana` provider when no Wallet Standard wallet has its name. */
  injected: boolean
  excludeWalletIds: readonly string[]
  toConnector(wallet: DiscoveredSolanaWallet): Connector
  register(connector: Connector): () => void
}

/** A Wallet Standard wallet that connects and speaks Solana. */
function isSolanaWallet(wallet: StandardWallet): boolean {
  const features = Object.keys(wallet.features)
  return (
    features.includes('standard:connect') &&
    (wallet.chains.some((chain) => chain.startsWith('solana:')) ||
      features.some((feature) => feature.startsWith('solana:')))
  )
}

function legacyProvider(): LegacySolanaProvider | undefined {
  const provider = (window as unknown as { solana?: LegacySolanaProvider }).solana
  return provider && typeof provider.connect === 'function' ? provider : undefined
}

/**
 * Discovers Solana wallets without network I/O: the Wallet Standard's in-page registry (wallets that
 * register now or later) and a legacy `window.solana`. Keeps the kernel's connectors in step; returns
 * a function that stops watching and removes them.
 */
export function watchSolanaWallets(parameters: WatchSolanaWalletsParameters): () => void {
  if (typeof window === 'undefined') return () => undefined
  let standard: readonly StandardWallet[] = []
  const registered = new Map<string, { source: object; unregister: () => void }>()
  const excluded = new Set(parameters.excludeWalletIds.map((entry) => entry.toLowerCase()))

  function sync() {
    const wanted: DiscoveredSolanaWallet[] = []
    const names = new Set<string>()
    for (const wallet of standard) {
      if (!isSolanaWallet(wallet) || names.has(wallet.name)) continue
      names.add(wallet.name)
      wanted.push({
        type: 'ANNOUNCED',
        id: `ws:${wallet.name}`,
        name: wallet.name,
        imageUrl: wallet.icon,
        wallet,
      })
    }
    const legacy = parameters.injected ? legacyProvider() : undefined
    const legacyName = legacy?.isPhantom ? 'Phantom' : INJECTED_SOLANA_WALLET_NAME
    if (legacy && !names.has(legacyName))
      wanted.push({ type: 'INJECTED', id: INJECTED_SOLANA_CONNECTOR_ID, name: legacyName, provider: legacy })
    const kept = wanted.filter((wallet) => !excluded.has(wallet.name.toLowerCase()))
    const ids = new Set(kept.map((wallet) => wallet.id))
    for (const [id, entry] of registered) {
      if (ids.has(id)) continue
      entry.unregister()
      registered.delete(id)
    }
    for (const wallet of kept) {
      const source = wallet.type === 'ANNOUNCED' ? wallet.wallet : wallet.provider
      const existing = registered.get(wallet.id)
      if (existing?.source === source) continue
      existing?.unregister()
      registered.set(wallet.id, { source, unregister: parameters.register(parameters.toConnector(wallet)) })
    }
  }

  const stop = listenForStandardWallets((wallets) => {
    standard = wallets
    sync()
  })
  sync()
  return () => {
    stop()
    for (const entry of registered.values()) entry.unregister()
    registered.clear()
  }
}
