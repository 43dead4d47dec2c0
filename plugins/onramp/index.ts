export { sampleOptionsAlert } from './alerts.js'
export { LAST_PAYMENT_CURRENCY, LAST_PAYMENT_METHOD } from './constants.js'
export {
  OnRampFundsTimeoutError,
  OnRampInvalidAmountError,
  OnRampLimitError,
  OnRampPopupBlockedError,
  OnRampProviderClosedError,
  OnRampUnsupportedNetworkError,
} from './errors.js'
export { onramp } from './onramp.js'
