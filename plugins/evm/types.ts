import type { EIP1193Provider } from 'viem'
import type { PageWallet } from 'walletdock/plugin'

export type { EIP1193Provider }

/** Where a helper finds the wallet: an AppKit instance (its eip155 provider) or a provider itself. */
export type ProviderSource = EIP1193Provider | { getProvider(namespace: 'eip155'): unknown }

/** What the wallet announced about itself (EIP-6963) or what we know of `window.ethereum`. */
export type WalletInfo = { rdns?: string | undefined; name: string; icon?: string | undefined; uuid?: string }

/** A provider's event interface as EIP-1193 describes it. */
export type ProviderEvents = {
  on(event: string, listener: (...args: never[]) => void): void
  removeListener(event: string, listener: (...args: never[]) => void): void
}

/** An extension wallet found on the page (EIP-6963 announced or `window.ethereum`), before it becomes a connector. */
export type DiscoveredWallet = PageWallet & { source: EIP1193Provider }
