import {
  type CompiledTransactionMessage,
  type CompiledTransactionMessageWithLifetime,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'
import { MAX_TRANSACTION_BYTES } from './constants.js'
import { SolanaRpcError } from './solanaRpcError.js'

export type DecodedTransaction = {
  /** The serialized transaction as sent. */
  bytes: Uint8Array
  transaction: Transaction
  message: (CompiledTransactionMessage & CompiledTransactionMessageWithLifetime) & { version: 'legacy' | 0 }
  /** The first signature, base58: the transaction's id. */
  signature: string
  /** Every signature in order, base58 (an absent one is 64 zero bytes, as on the wire). */
  signatures: string[]
}

/** Reads a base58 or base64 transaction as `sendTransaction` and `simulateTransaction` receive it; refuses with -32602 saying why. */
export function decodeWireTransaction(
  encoded: string,
  encoding: 'base58' | 'base64' = 'base58',
): DecodedTransaction {
  let bytes: Uint8Array
  try {
    bytes =
      encoding === 'base64'
        ? Uint8Array.from(getBase64Encoder().encode(encoded))
        : Uint8Array.from(getBase58Encoder().encode(encoded))
  } catch {
    throw new SolanaRpcError(
      -32602,
      `invalid transaction: not ${encoding}; say {"encoding": "base64"} when sending base64`,
    )
  }
  if (bytes.length > MAX_TRANSACTION_BYTES) {
    throw new SolanaRpcError(
      -32602,
      `invalid transaction: ${bytes.length} bytes is over the ${MAX_TRANSACTION_BYTES}-byte packet limit`,
    )
  }
  let transaction: Transaction
  let message: DecodedTransaction['message']
  try {
    transaction = getTransactionDecoder().decode(bytes)
    const compiled = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    if (compiled.version !== 'legacy' && compiled.version !== 0) {
      throw new SolanaRpcError(
        -32602,
        `invalid transaction: version ${compiled.version} is not supported; send a legacy or v0 transaction`,
      )
    }
    message = compiled as DecodedTransaction['message']
  } catch (error) {
    if (error instanceof SolanaRpcError) throw error
    throw new SolanaRpcError(-32602, `failed to deserialize the transaction: ${(error as Error).message}`)
  }
  const toBase58 = getBase58Decoder()
  const signatures = Object.values(transaction.signatures).map((signature) =>
    toBase58.decode(signature ?? new Uint8Array(64)),
  )
  const signature = signatures[0]
  if (!signature || message.staticAccounts.length === 0) {
    throw new SolanaRpcError(-32602, 'invalid transaction: it has no signature or no fee payer')
  }
  return { bytes, transaction, message, signature, signatures }
}
