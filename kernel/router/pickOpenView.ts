import type { ViewName } from './views.js'

export type PickOpenViewParameters = {
  isConnected: boolean
  hasAdapters: boolean
  isMobile: () => boolean
}

/**
 * spec section 2, Opening rules: Account when an address is connected; with no adapters, AllWallets on
 * mobile; otherwise Connect. The spec's desktop view without adapters (ConnectingWalletConnectBasic)
 * belongs to a relay plugin, which is itself an adapter here, so Connect says how to add one instead
 * (docs/config.md).
 */
export function pickOpenView({ isConnected, hasAdapters, isMobile }: PickOpenViewParameters): ViewName {
  if (isConnected) return 'Account'
  if (!hasAdapters && isMobile()) return 'AllWallets'
  return 'Connect'
}
