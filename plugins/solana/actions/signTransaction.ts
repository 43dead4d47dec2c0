import type { ConnectBeforeRequestError, ProviderErrorFromCodeReturnType } from 'walletdock/errors'
import type { SolanaProviderSource, SolanaTransaction } from '../types.js'
import { providerOf } from './providerOf.js'

export type SignTransactionParameters<T extends SolanaTransaction> = { transaction: T }
export type SignTransactionReturnType<T extends SolanaTransaction> = T
export type SignTransactionErrorType = ConnectBeforeRequestError | ProviderErrorFromCodeReturnType | Error

/** Has the connected Solana wallet sign a web3.js transaction (legacy or versioned) without sending it. */
export function signTransaction<T extends SolanaTransaction>(
  source: SolanaProviderSource,
  { transaction }: SignTransactionParameters<T>,
): Promise<SignTransactionReturnType<T>> {
  return providerOf(source).then((provider) => provider.signTransaction(transaction))
}
