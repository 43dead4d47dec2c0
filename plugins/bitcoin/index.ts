export {
  getAccountAddresses,
  sendTransfer,
  signMessage,
  signPsbt,
} from './actions/requests.js'
export { type VerifyMessageParameters, verifyMessage } from './actions/verifyMessage.js'
export { type BitcoinOptions, type BitcoinPlugin, type BitcoinResolvedOptions, bitcoin } from './bitcoin.js'
export { BitcoinChainNotSupportedError, BitcoinEsploraError, InsufficientBitcoinError } from './errors.js'
export { bitcoin as bitcoinMainnet, bitcoinRegtest, bitcoinSignet, bitcoinTestnet } from './networks.js'
export { type Bip122SiwxFormat, bip122Format } from './siwx/bip122Format.js'
export type {
  BitcoinAccount,
  BitcoinProvider,
  BitcoinProviderSource,
  SendTransferRequest,
  SignMessageRequest,
  SignMessageResult,
  SignPsbtRequest,
  SignPsbtResult,
} from './types.js'
