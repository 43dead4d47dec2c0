import { getAddressDecoder, getBase58Decoder, getBase64Decoder } from '@solana/kit'
import type { TransactionMetadata } from 'litesvm'
import type { InnerInstructionsJson, ReturnDataJson } from './localSolanaChainTypes.js'
import { SolanaRpcError } from './solanaRpcError.js'
import type { DescribedTransactionError } from './transactionError.js'

const toBase58 = getBase58Decoder()
const toBase64 = getBase64Decoder()

export function innerInstructionsJson(meta: TransactionMetadata): InnerInstructionsJson[] {
  return meta.innerInstructions().flatMap((list, index) =>
    list.length === 0
      ? []
      : [
          {
            index,
            instructions: list.map((inner) => {
              const compiled = inner.instruction()
              return {
                programIdIndex: compiled.programIdIndex(),
                accounts: Array.from(compiled.accounts()),
                data: toBase58.decode(compiled.data()),
                stackHeight: inner.stackHeight(),
              }
            }),
          },
        ],
  )
}

export function returnDataJson(meta: TransactionMetadata): ReturnDataJson | null {
  const returned = meta.returnData()
  const data = returned.data()
  if (data.length === 0) return null
  return {
    programId: getAddressDecoder().decode(returned.programId()),
    data: [toBase64.decode(data), 'base64'],
  }
}

/** -32002, Solana's answer when preflight simulation fails, with the simulation in `data`. */
export function preflightError(error: DescribedTransactionError, meta?: TransactionMetadata): SolanaRpcError {
  return new SolanaRpcError(-32002, `Transaction simulation failed: ${error.message}`, {
    accounts: null,
    err: error.json,
    innerInstructions: null,
    logs: meta?.logs() ?? [],
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed: Number(meta?.computeUnitsConsumed() ?? 0n),
  })
}

export const signatureFailure = () => new SolanaRpcError(-32003, 'Transaction signature verification failure')
