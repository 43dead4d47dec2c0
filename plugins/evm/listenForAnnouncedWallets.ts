import { pageHandshake } from 'walletdock/plugin'
import type { DiscoveredWallet, EIP1193Provider } from './types.js'

/** What an extension announces (EIP-6963). */
type AnnouncedWallet = {
  info: { uuid: string; name: string; icon?: string | undefined; rdns?: string | undefined }
  provider: EIP1193Provider
}

/** A page script may dispatch anything under the event's name: only a wallet with a uuid, a name and a provider counts. */
function isAnnouncedWallet(detail: unknown): detail is AnnouncedWallet {
  const { info, provider } = (detail ?? {}) as {
    info?: Record<string, unknown>
    provider?: { request?: unknown }
  }
  return (
    typeof info?.uuid === 'string' && typeof info.name === 'string' && typeof provider?.request === 'function'
  )
}

/**
 * The app side of EIP-6963 in a few lines for the first bundle: listens for
 * `eip6963:announceProvider` and asks the wallets already on the page with `eip6963:requestProvider`.
 * Each call keeps its own list, one entry per uuid in announcement order, each wallet under its rdns
 * (else its uuid). Returns a function that stops listening.
 */
export function listenForAnnouncedWallets(
  onChange: (wallets: readonly DiscoveredWallet[]) => void,
): () => void {
  const wallets = new Map<string, DiscoveredWallet>()
  const onAnnounce = (detail: unknown) => {
    if (!isAnnouncedWallet(detail) || wallets.has(detail.info.uuid)) return
    const { info, provider } = detail
    wallets.set(info.uuid, {
      type: 'ANNOUNCED',
      id: info.rdns || info.uuid,
      name: info.name,
      rdns: info.rdns || undefined,
      imageUrl: info.icon,
      source: provider,
    })
    onChange([...wallets.values()])
  }
  return pageHandshake('eip6963:announceProvider', onAnnounce, 'eip6963:requestProvider')
}
