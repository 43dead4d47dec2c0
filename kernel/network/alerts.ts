import type { Alert } from '../plugins/context.js'

/** spec section 8: switch target not in the networks list. */
export const NETWORK_NOT_FOUND_ALERT: Alert = {
  variant: 'error',
  code: 'NETWORK_NOT_FOUND',
  message: 'Network Not Found',
  detail: 'The network is not in the configured `networks` list: add it there to switch to it.',
}
