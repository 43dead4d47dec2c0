import { pageHandshake } from 'walletdock/plugin'
import type { DiscoveredWallet, EIP1193Provider } from './types.js'

/** What an extension announces (EIP-6963): every field is required. */
type AnnouncedWallet = {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: EIP1193Provider
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/**
 * The app side of EIP-6963 in a few lines for the first bundle: listens for
 * `eip6963:announceProvider` and asks the wallets already on the page with `eip6963:requestProvider`.
 * Each call keeps its own list, one entry per uuid in announcement order, each wallet under its rdns.
 * A page script may dispatch anything under the event's name, with getters that throw: each field is
 * read once, here, and an announcement without a uuid, an rdns or a provider with `request` goes to
 * `skip` (the kernel checks the name and the icon). Returns a function that stops listening.
 */
export function listenForAnnouncedWallets(
  onChange: (wallets: readonly DiscoveredWallet[]) => void,
  skip: (name: unknown, problem: string) => void,
): () => void {
  const wallets = new Map<string, DiscoveredWallet>()
  const onAnnounce = (detail: unknown) => {
    let name: unknown
    let problem = 'its EIP-6963 announcement could not be read'
    try {
      const { info, provider } = detail as AnnouncedWallet
      name = info.name
      const { uuid, rdns, icon } = info
      problem = !filled(uuid)
        ? 'its EIP-6963 info has no uuid'
        : !filled(rdns)
          ? 'its EIP-6963 info has no rdns'
          : typeof provider?.request !== 'function'
            ? 'its EIP-6963 provider has no request()'
            : ''
      if (problem) return skip(name, problem)
      if (wallets.has(uuid)) return
      wallets.set(uuid, {
        type: 'ANNOUNCED',
        id: rdns,
        name: name as string,
        rdns,
        imageUrl: icon,
        source: provider,
      })
    } catch {
      return skip(name, problem)
    }
    onChange([...wallets.values()])
  }
  return pageHandshake('eip6963:announceProvider', onAnnounce, 'eip6963:requestProvider')
}
