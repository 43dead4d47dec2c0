import { getBase58Decoder, getBase64Decoder } from '@solana/kit'
import type { TransactionRecord } from './localSolanaChain.js'
import { SolanaRpcError } from './solanaRpcError.js'

export type TransactionEncoding = 'json' | 'base64' | 'base58' | 'jsonParsed'

/** Refuses a v0 transaction to a client that did not say it reads them (Solana's -32015). */
export function assertVersionSupported(
  record: TransactionRecord,
  maxSupportedTransactionVersion: number | undefined,
) {
  const version = record.decoded.message.version
  if (version === 0 && maxSupportedTransactionVersion === undefined) {
    throw new SolanaRpcError(
      -32015,
      'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    )
  }
}

/** The `meta` of getTransaction and getBlock. */
export function transactionMetaJson(record: TransactionRecord) {
  return {
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    fee: record.fee,
    preBalances: record.preBalances,
    postBalances: record.postBalances,
    innerInstructions: record.innerInstructions,
    logMessages: record.logMessages,
    preTokenBalances: record.preTokenBalances,
    postTokenBalances: record.postTokenBalances,
    rewards: [],
    loadedAddresses: record.loadedAddresses,
    computeUnitsConsumed: record.computeUnitsConsumed,
  }
}

/** The `transaction` field in `encoding`: the decoded message for json, or the wire bytes. */
export function transactionBodyJson(record: TransactionRecord, encoding: TransactionEncoding = 'json') {
  const { decoded } = record
  if (encoding === 'jsonParsed') {
    throw new SolanaRpcError(
      -32602,
      'Invalid params: jsonParsed transactions are not served by the local chain; use json or base64',
    )
  }
  if (encoding === 'base64') return [getBase64Decoder().decode(decoded.bytes), 'base64']
  if (encoding === 'base58') return [getBase58Decoder().decode(decoded.bytes), 'base58']
  const { message } = decoded
  const toBase58 = getBase58Decoder()
  return {
    signatures: decoded.signatures,
    message: {
      accountKeys: message.staticAccounts,
      header: {
        numRequiredSignatures: message.header.numSignerAccounts,
        numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
        numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
      },
      recentBlockhash: message.lifetimeToken,
      instructions: message.instructions.map((instruction) => ({
        programIdIndex: instruction.programAddressIndex,
        accounts: [...(instruction.accountIndices ?? [])],
        data: toBase58.decode(instruction.data ?? new Uint8Array()),
        stackHeight: null,
      })),
      ...('addressTableLookups' in message && message.version === 0
        ? {
            addressTableLookups: (message.addressTableLookups ?? []).map((lookup) => ({
              accountKey: lookup.lookupTableAddress,
              writableIndexes: [...lookup.writableIndexes],
              readonlyIndexes: [...lookup.readonlyIndexes],
            })),
          }
        : {}),
    },
  }
}

/** A landed transaction as getTransaction answers it. */
export function transactionJson(record: TransactionRecord, encoding: TransactionEncoding = 'json') {
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    transaction: transactionBodyJson(record, encoding),
    meta: transactionMetaJson(record),
    version: record.decoded.message.version,
  }
}
