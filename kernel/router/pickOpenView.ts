import type { ViewName } from './views.js'

export type PickOpenViewParameters = {
  isConnected: boolean
  hasAdapters: boolean
  isMobile: () => boolean
}

/**
 * spec section 2, Opening rules: Account when an address is connected; with no adapters, AllWallets on
 * mobile and ConnectingWalletConnectBasic elsewhere; otherwise Connect.
 */
export function pickOpenView({ isConnected, hasAdapters, isMobile }: PickOpenViewParameters): ViewName {
  if (isConnected) return 'Account'
  if (!hasAdapters) return isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  return 'Connect'
}
