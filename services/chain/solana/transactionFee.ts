import { getBase58Encoder } from '@solana/kit'
import { LAMPORTS_PER_SIGNATURE } from './constants.js'

const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
/** Solana's default compute-unit limit per instruction and per transaction. */
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n
const MAX_UNITS_PER_TRANSACTION = 1_400_000n

export type FeeMessage = {
  header: { numSignerAccounts: number }
  staticAccounts: readonly string[]
  instructions: readonly { programAddressIndex: number; data?: ArrayLike<number> }[]
}

/** Solana's fee of a message: 5000 lamports per signature plus the priority fee its compute-budget instructions ask for. */
export function transactionFee(message: FeeMessage): bigint {
  let unitPrice = 0n
  let unitLimit: bigint | undefined
  let otherInstructions = 0n
  for (const instruction of message.instructions) {
    const data = Uint8Array.from(instruction.data ?? [])
    if (message.staticAccounts[instruction.programAddressIndex] !== COMPUTE_BUDGET_PROGRAM) {
      otherInstructions++
      continue
    }
    const view = new DataView(data.buffer)
    // SetComputeUnitLimit (2, u32) and SetComputeUnitPrice (3, u64 micro-lamports per unit)
    if (data[0] === 2 && data.length >= 5) unitLimit = BigInt(view.getUint32(1, true))
    if (data[0] === 3 && data.length >= 9) unitPrice = view.getBigUint64(1, true)
  }
  const limit =
    unitLimit ??
    (otherInstructions * DEFAULT_UNITS_PER_INSTRUCTION < MAX_UNITS_PER_TRANSACTION
      ? otherInstructions * DEFAULT_UNITS_PER_INSTRUCTION
      : MAX_UNITS_PER_TRANSACTION)
  const priority = (unitPrice * limit + 999_999n) / 1_000_000n
  return BigInt(message.header.numSignerAccounts) * BigInt(LAMPORTS_PER_SIGNATURE) + priority
}

/** Base58 of raw bytes is what Solana's JSON shows for instruction data. */
export const base58Bytes = (text: string): Uint8Array => Uint8Array.from(getBase58Encoder().encode(text))
