export {
  type SendTransferErrorType,
  type SendTransferParameters,
  type SendTransferReturnType,
  sendTransfer,
} from './actions/sendTransfer.js'
export {
  type SignMessageErrorType,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from './actions/signMessage.js'
export {
  kusama,
  type PolkadotLocalOptions,
  polkadot as polkadotNetwork,
  polkadotLocal,
  westend,
} from './networks.js'
export {
  type PolkadotOptions,
  type PolkadotPlugin,
  type PolkadotResolvedOptions,
  polkadot,
} from './polkadot.js'
export type { DevPolkadotAccount } from './protocol/localPolkadotChain.js'
export type {
  InjectedExtension,
  PolkadotProvider,
  PolkadotProviderSource,
  SignerPayloadJSON,
  SignerPayloadRaw,
  SignerResult,
} from './types.js'
export { PolkadotNoAccountError, PolkadotSignerMissingError } from './walletError.js'
