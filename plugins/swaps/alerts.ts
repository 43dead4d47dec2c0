import { defineAlert } from 'walletdock/plugin'

// The swaps plugin's own alert (spec section 8), shown through ctx.alerts.

/** The Swap view opened on a network the convert API does not serve. */
export const SWAPS_NETWORK_NOT_SUPPORTED = defineAlert({
  code: 'swapsNetworkNotSupported',
  variant: 'info',
  message: 'Network not supported for Swaps',
  detail: 'Switch to a network the swaps service supports to swap tokens.',
  once: true,
})
