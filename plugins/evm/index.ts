export {
  type EstimateGasErrorType,
  type EstimateGasParameters,
  type EstimateGasReturnType,
  estimateGas,
} from './actions/estimateGas.js'
export {
  type Asset,
  type GetAssetsErrorType,
  type GetAssetsParameters,
  type GetAssetsReturnType,
  getAssets,
} from './actions/getAssets.js'
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
  type GrantPermissionsErrorType,
  type GrantPermissionsParameters,
  type GrantPermissionsReturnType,
  grantPermissions,
  type Permission,
  type PermissionSigner,
} from './actions/grantPermissions.js'
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
export type { WalletAsset } from './assetsResponseSchema.js'
export { type EvmOptions, type EvmPlugin, type EvmResolvedOptions, evm } from './evm.js'
export { InvalidAssetsResponseError } from './invalidAssetsResponseError.js'
export { type ProviderErrorReturnType, providerCodeOf, providerError } from './providerError.js'
export {
  type ReadNativeBalanceParameters,
  type ReadNativeBalanceReturnType,
  readNativeBalance,
} from './readNativeBalance.js'
export { type SwitchChainErrorType, type SwitchChainParameters, switchChain } from './switchChain.js'
export type { EIP1193Provider, ProviderSource } from './types.js'
