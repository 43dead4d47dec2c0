import type { ViewName } from './views.js'

export type PickOpenViewParameters = {
  isConnected: boolean
  /** The adapter plugins in the config. */
  adapters: readonly { soleAdapterView?: ViewName | undefined }[]
  isMobile: () => boolean
  /** Whether a plugin registered this view. */
  isRegistered: (view: ViewName) => boolean
}

/**
 * spec section 2, Opening rules: Account when an address is connected. With no adapters (none, or only
 * one with no wallet of its own, which names its view: a relay's QR), AllWallets on mobile and that
 * view on desktop; with none at all, Connect on desktop (it says how to add a wallet plugin,
 * docs/config.md). Otherwise Connect.
 */
export function pickOpenView({
  isConnected,
  adapters,
  isMobile,
  isRegistered,
}: PickOpenViewParameters): ViewName {
  if (isConnected) return 'Account'
  const sole = adapters.length === 1 ? adapters[0]?.soleAdapterView : undefined
  const noAdapters = adapters.length === 0 || (sole !== undefined && isRegistered(sole))
  if (noAdapters && isMobile()) return 'AllWallets'
  return noAdapters && sole ? sole : 'Connect'
}
