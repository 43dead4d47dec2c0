import { defineAlert } from 'walletdock/plugin'

// The embedded wallet's own alerts (spec section 8), shown through ctx.alerts.

/** The frame sent no READY in 20 s (iframe_load_failed). */
export const EMBEDDED_WALLET_LOAD_FAILED = defineAlert({
  code: 'embeddedWalletLoadFailed',
  variant: 'error',
  message: 'Network Error - Could not load embedded wallet',
  detail: 'There was an issue loading the embedded wallet. Please try again later.',
})

/** A connect request the frame left unanswered for 120 s (iframe_request_timeout). */
export const EMBEDDED_WALLET_REQUEST_TIMEOUT = defineAlert({
  code: 'embeddedWalletRequestTimeout',
  variant: 'error',
  message: 'Embedded Wallet Request Timed Out',
  detail: 'There was an issue doing the request to the embedded wallet. Please try again later.',
})

/** The page origin is allowed only by entries the project has not verified (the kernel's origin check). */
export const UNVERIFIED_DOMAIN = defineAlert({
  code: 'unverifiedDomain',
  variant: 'error',
  message: 'Unverified Domain',
  detail: 'The embedded wallet could not verify this domain. Check that it is allowed for your project.',
})
