import { MULTI_WALLET_NOT_ENABLED } from '../alerts/multiWalletNotEnabled.js'
import type { Alert, AlertsAccess } from '../plugins/context.js'
import type { Store } from '../store/createStore.js'

/** spec section 4 and 8: multi-wallet functions need the multiWallet feature. */
export const MULTI_WALLET_NOT_ENABLED_ALERT: Alert = {
  variant: MULTI_WALLET_NOT_ENABLED.type,
  code: 'MULTI_WALLET_NOT_ENABLED',
  message: MULTI_WALLET_NOT_ENABLED.shortMessage,
  detail: MULTI_WALLET_NOT_ENABLED.longMessage,
}

/** True when multi-wallet is on; otherwise shows the info alert and returns false. */
export function requireMultiWallet({ store, alerts }: { store: Store; alerts: AlertsAccess }): boolean {
  if (store.features.value.multiWallet) return true
  alerts.show(MULTI_WALLET_NOT_ENABLED_ALERT)
  return false
}
