export {
  type EstimateGasErrorType,
  type EstimateGasParameters,
  type EstimateGasReturnType,
  estimateGas,
} from './actions/estimateGas.js'
export {
  type GetCallsStatusErrorType,
  type GetCallsStatusParameters,
  type GetCallsStatusReturnType,
  getCallsStatus,
} from './actions/getCallsStatus.js'
export {
  type GetCapabilitiesErrorType,
  type GetCapabilitiesParameters,
  type GetCapabilitiesReturnType,
  getCapabilities,
} from './actions/getCapabilities.js'
export {
  type SendCallsErrorType,
  type SendCallsParameters,
  type SendCallsReturnType,
  sendCalls,
} from './actions/sendCalls.js'
export {
  type SendTransactionErrorType,
  type SendTransactionParameters,
  type SendTransactionReturnType,
  sendTransaction,
} from './actions/sendTransaction.js'
export {
  type SignMessageErrorType,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from './actions/signMessage.js'
export {
  type SignTypedDataErrorType,
  type SignTypedDataParameters,
  type SignTypedDataReturnType,
  signTypedData,
} from './actions/signTypedData.js'
export {
  type WriteContractErrorType,
  type WriteContractParameters,
  type WriteContractReturnType,
  writeContract,
} from './actions/writeContract.js'
export { addressExplorerUrl } from './addressExplorerUrl.js'
export { type EvmOptions, type EvmPlugin, type EvmResolvedOptions, evm } from './evm.js'
export { type ProviderErrorReturnType, providerCodeOf, providerError } from './providerError.js'
export {
  type ReadNativeBalanceParameters,
  type ReadNativeBalanceReturnType,
  readNativeBalance,
} from './readNativeBalance.js'
export { type SwitchChainErrorType, type SwitchChainParameters, switchChain } from './switchChain.js'
export type { EIP1193Provider, ProviderSource } from './types.js'
