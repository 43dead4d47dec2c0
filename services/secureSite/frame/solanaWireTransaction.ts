import {
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
  type Transaction,
} from '@solana/kit'

/** The system program's id, and its Transfer instruction's number (a u32 before the u64 lamports). */
const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const SYSTEM_TRANSFER = 2
/** The largest transaction the frame reads: Solana's packet size. */
const MAX_TRANSACTION_BYTES = 1232

/** A transaction as the frame signs it: the message bytes, its signers in order, and what it does, readable. */
export type SolanaWireTransaction = {
  transaction: Transaction
  /** The accounts that must sign, in the order of the signatures. */
  signers: string[]
  /** One line per instruction: a SOL transfer decoded, others by program and data size. */
  summary: string[]
}

/** Reads a serialized (wire) transaction, legacy or v0; throws saying what is wrong. */
export function readSolanaWireTransaction(bytes: Uint8Array): SolanaWireTransaction {
  if (bytes.length > MAX_TRANSACTION_BYTES)
    throw new Error(`the transaction is ${bytes.length} bytes, over the ${MAX_TRANSACTION_BYTES}-byte limit`)
  const transaction = getTransactionDecoder().decode(bytes)
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  if (message.version !== 'legacy' && message.version !== 0)
    throw new Error(`version ${message.version} is not supported; send a legacy or v0 transaction`)
  const keys = message.staticAccounts as readonly string[]
  const signers = Object.keys(transaction.signatures)
  const summary = message.instructions.map((instruction) => {
    const program = keys[instruction.programAddressIndex] ?? `account #${instruction.programAddressIndex}`
    const data = instruction.data ?? new Uint8Array()
    const accounts = (instruction.accountIndices ?? []).map((index) => keys[index] ?? `account #${index}`)
    if (program === SYSTEM_PROGRAM && data.length === 12) {
      const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
      if (view.getUint32(0, true) === SYSTEM_TRANSFER)
        return `transfer ${formatSol(view.getBigUint64(4, true))} SOL from ${accounts[0]} to ${accounts[1]}`
    }
    return `program ${program}: ${data.length} bytes of data, ${accounts.length} accounts`
  })
  return { transaction, signers, summary }
}

/** The transaction with `signature` in `signer`'s place, serialized again. */
export function withSolanaSignature(
  wire: SolanaWireTransaction,
  signer: string,
  signature: Uint8Array,
): Uint8Array {
  if (!wire.signers.includes(signer)) throw new Error(`${signer} is not a signer of the transaction`)
  const signed: Transaction = {
    ...wire.transaction,
    signatures: { ...wire.transaction.signatures, [signer]: signature as SignatureBytes },
  }
  return Uint8Array.from(getTransactionEncoder().encode(signed))
}

/** The first signature (base58): the transaction's id. */
export function transactionIdOf(signature: Uint8Array): string {
  return getBase58Decoder().decode(signature)
}

/** Lamports as SOL, every significant decimal (9 at most). */
function formatSol(lamports: bigint): string {
  const whole = lamports / 1_000_000_000n
  const fraction = (lamports % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}
