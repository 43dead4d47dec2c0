export { accountExplorerUrl } from './accountExplorerUrl.js'
export {
  type SignAndSendTransactionErrorType,
  type SignAndSendTransactionParameters,
  type SignAndSendTransactionReturnType,
  signAndSendTransaction,
} from './actions/signAndSendTransaction.js'
export {
  type SignMessageErrorType,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from './actions/signMessage.js'
export {
  type SignTransactionErrorType,
  type SignTransactionParameters,
  type SignTransactionReturnType,
  signTransaction,
} from './actions/signTransaction.js'
export { type SolanaOptions, type SolanaPlugin, type SolanaResolvedOptions, solana } from './solana.js'
export type { SendOptions, SolanaProvider, SolanaProviderSource, SolanaTransaction } from './types.js'
export { InvalidSolanaAccountError } from './validAccounts.js'
