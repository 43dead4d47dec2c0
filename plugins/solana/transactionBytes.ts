import { Transaction, VersionedTransaction } from '@solana/web3.js'
import type { SolanaTransaction } from './types.js'

/** Whether a transaction is a versioned one (duck-typed: two copies of web3.js defeat instanceof). */
function isVersioned(transaction: SolanaTransaction): transaction is VersionedTransaction {
  return 'version' in transaction
}

/** The wire bytes the Wallet Standard signs; a legacy transaction may still lack signatures. */
export function toTransactionBytes(transaction: SolanaTransaction): Uint8Array {
  return isVersioned(transaction)
    ? transaction.serialize()
    : transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}

/** The signed bytes back as a transaction of the kind the app passed in. */
export function fromTransactionBytes<T extends SolanaTransaction>(bytes: Uint8Array, like: T): T {
  return (isVersioned(like) ? VersionedTransaction.deserialize(bytes) : Transaction.from(bytes)) as T
}
