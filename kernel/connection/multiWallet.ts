import type { Alert, AlertsAccess } from '../plugins/context.js'
import type { Store } from '../store/createStore.js'

/** spec section 4 and 8: multi-wallet functions need the multiWallet feature. */
export const MULTI_WALLET_NOT_ENABLED_ALERT: Alert = {
  variant: 'info',
  code: 'MULTI_WALLET_NOT_ENABLED',
  message: 'Multi-Wallet Not Enabled',
  detail: 'Enable it in the project configuration: set `features.multiWallet: true`.',
}

/** True when multi-wallet is on; otherwise shows the info alert and returns false. */
export function requireMultiWallet({ store, alerts }: { store: Store; alerts: AlertsAccess }): boolean {
  if (store.features.value.multiWallet) return true
  alerts.show(MULTI_WALLET_NOT_ENABLED_ALERT)
  return false
}
