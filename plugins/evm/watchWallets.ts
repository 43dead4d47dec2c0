import type { Connector } from 'walletdock/plugin'
import { INJECTED_CONNECTOR_ID, INJECTED_WALLET_NAME } from './constants.js'
import { isExcludedWallet } from './isExcludedWallet.js'
import { type AnnouncedWallet, listenForAnnouncedWallets } from './listenForAnnouncedWallets.js'
import type { EIP1193Provider } from './types.js'

/** A wallet found on the page, before it becomes a connector. */
export type DiscoveredWallet = {
  type: 'ANNOUNCED' | 'INJECTED'
  id: string
  name: string
  rdns?: string | undefined
  imageUrl?: string | undefined
  provider: EIP1193Provider
}

export type WatchWalletsParameters = {
  /** Listen for EIP-6963 announcements (config `enableEIP6963`). */
  announced: boolean
  /** Offer `window.ethereum` when no announced wallet is the same provider. */
  injected: boolean
  excludeWalletIds: readonly string[]
  toConnector(wallet: DiscoveredWallet): Connector
  register(connector: Connector): () => void
}
export type WatchWalletsReturnType = () => void

type InjectedWindow = { ethereum?: (EIP1193Provider & { isMetaMask?: boolean }) | undefined }

/** Announced wallets, one per rdns (first announcement wins) and one per id. */
function announcedWallets(details: readonly AnnouncedWallet[]): DiscoveredWallet[] {
  const seen = new Set<string>()
  const wallets: DiscoveredWallet[] = []
  for (const { info, provider } of details) {
    const id = info.rdns || info.uuid
    if (seen.has(id)) continue
    seen.add(id)
    wallets.push({
      type: 'ANNOUNCED',
      id,
      name: info.name,
      rdns: info.rdns || undefined,
      imageUrl: info.icon,
      provider,
    })
  }
  return wallets
}

/**
 * Discovers extension wallets without network I/O: EIP-6963 announcements (an in-page event) and
 * `window.ethereum`. Keeps the kernel's connector list in step, deduplicated by rdns and id, with
 * excluded wallets left out. Returns a function that stops watching and removes the connectors.
 */
export function watchWallets(parameters: WatchWalletsParameters): WatchWalletsReturnType {
  if (typeof window === 'undefined') return () => undefined
  const registered = new Map<string, { provider: EIP1193Provider; unregister: () => void }>()
  let details: readonly AnnouncedWallet[] = []

  function sync() {
    const announced = announcedWallets(details)
    const ethereum = (window as unknown as InjectedWindow).ethereum
    const wanted = [...announced]
    if (
      parameters.injected &&
      ethereum &&
      typeof ethereum.request === 'function' &&
      !announced.some((wallet) => wallet.provider === ethereum)
    ) {
      wanted.push({
        type: 'INJECTED',
        id: INJECTED_CONNECTOR_ID,
        name: INJECTED_WALLET_NAME,
        provider: ethereum,
      })
    }
    const kept = wanted.filter((wallet) => !isExcludedWallet(wallet, parameters.excludeWalletIds))
    const ids = new Set(kept.map((wallet) => wallet.id))
    for (const [id, entry] of registered) {
      if (ids.has(id)) continue
      entry.unregister()
      registered.delete(id)
    }
    for (const wallet of kept) {
      const existing = registered.get(wallet.id)
      if (existing?.provider === wallet.provider) continue
      existing?.unregister()
      const unregister = parameters.register(parameters.toConnector(wallet))
      registered.set(wallet.id, { provider: wallet.provider, unregister })
    }
  }

  // Wallets already on the page answer the request at once: window.ethereum is compared with them.
  const stopListening = parameters.announced
    ? listenForAnnouncedWallets((wallets) => {
        details = wallets
        sync()
      })
    : undefined
  sync()
  return () => {
    stopListening?.()
    for (const entry of registered.values()) entry.unregister()
    registered.clear()
  }
}
