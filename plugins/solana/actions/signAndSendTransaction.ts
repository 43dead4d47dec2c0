import type { ConnectBeforeRequestError, ProviderErrorFromCodeReturnType } from 'walletdock/errors'
import type { SendOptions, SolanaProviderSource, SolanaTransaction } from '../types.js'
import { providerOf } from './providerOf.js'

export type SignAndSendTransactionParameters = {
  transaction: SolanaTransaction
  options?: SendOptions | undefined
}
/** The transaction's signature (base58), its id on the chain. */
export type SignAndSendTransactionReturnType = string
export type SignAndSendTransactionErrorType =
  | ConnectBeforeRequestError
  | ProviderErrorFromCodeReturnType
  | Error

/** Has the connected Solana wallet sign and send a transaction; the account's balance is read again once it lands. */
export function signAndSendTransaction(
  source: SolanaProviderSource,
  { transaction, options }: SignAndSendTransactionParameters,
): Promise<SignAndSendTransactionReturnType> {
  return providerOf(source).then((provider) => provider.signAndSendTransaction(transaction, options))
}
