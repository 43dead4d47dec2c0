export { PENDING_TRANSACTIONS_LIMIT } from './constants.js'
export {
  PendingTransactionsLimitError,
  SendFieldsRequiredError,
  SendInvalidAmountError,
  SendInvalidReceiverError,
  SendTokenAddressRequiredError,
  SendTokenRequiredError,
  SendUnsupportedChainError,
} from './errors.js'
export { send } from './send.js'
