export {
  GasPriceNetworkNotSupportedError,
  SwapInvalidAmountError,
  SwapNotConfirmedError,
  SwapSlippageExceededError,
  SwapsNetworkNotSupportedError,
} from './errors.js'
export { type SwapViewData, swaps } from './swaps.js'
