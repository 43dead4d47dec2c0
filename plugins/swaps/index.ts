export { LAST_PAIR, QUOTE_DEBOUNCE_MS } from './constants.js'
export {
  GasPriceNetworkNotSupportedError,
  SwapInvalidAmountError,
  SwapNotConfirmedError,
  SwapSlippageExceededError,
  SwapsNetworkNotSupportedError,
} from './errors.js'
export { SWAP_SLIPPAGE_TOLERANCE } from './protocol/convert.js'
export { type SwapViewData, swaps } from './swaps.js'
