import type { Address, MaybeEncodedAccount } from '@solana/kit'
import { FailedTransactionMetadata, type LiteSVM } from 'litesvm'
import { accountKeysOf, changed, MISSING, snapshotOf } from './accountSnapshot.js'
import type { DecodedTransaction } from './decodeWireTransaction.js'
import type { SimulationResult, TransactionRecord } from './localSolanaChainTypes.js'
import type { SlotClock } from './slotClock.js'
import { tokenBalancesOf } from './tokenBalances.js'
import { describeTransactionError, namedTransactionError } from './transactionError.js'
import { transactionFee } from './transactionFee.js'
import {
  innerInstructionsJson,
  preflightError,
  returnDataJson,
  signatureFailure,
} from './transactionMetaJson.js'

/** The litesvm instance and what the facade reads of it, shared by sending and simulating. */
export type LocalSvm = {
  svm: LiteSVM
  clock: SlotClock
  /** Moves litesvm's clock to the wall clock's slot. */
  syncClock(): void
  getAccount(key: string): MaybeEncodedAccount
  mintDecimals(mint: string): number | undefined
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number; slot: number }
}

/** What a send did: its signature and, when it landed (succeeded, or failed after paying its fee), its record. */
export type SendOutcome = {
  signature: string
  landed?: { record: TransactionRecord; changedAccounts: string[] }
}

/** Runs a transaction as a validator would: duplicate and blockhash checks, preflight (unless skipped), execution. */
export function sendLocalTransaction(
  local: LocalSvm,
  decoded: DecodedTransaction,
  options: { skipPreflight?: boolean; landedBefore: boolean },
): SendOutcome {
  const { svm, clock, getAccount } = local
  local.syncClock()
  const { signature } = decoded
  if (options.landedBefore) {
    if (options.skipPreflight) return { signature }
    throw preflightError(namedTransactionError('AlreadyProcessed'))
  }
  if (clock.recentSlotOf(decoded.message.lifetimeToken) === undefined) {
    // A cluster drops a transaction with an unknown blockhash; without preflight the sender learns nothing.
    if (options.skipPreflight) return { signature }
    throw preflightError(namedTransactionError('BlockhashNotFound'))
  }
  if (!options.skipPreflight) {
    const simulated = svm.simulateTransaction(decoded.transaction)
    if (simulated instanceof FailedTransactionMetadata) {
      const described = describeTransactionError(simulated)
      if (described.name === 'SignatureFailure') throw signatureFailure()
      throw preflightError(described, simulated.meta())
    }
  }
  const { keys, loaded } = accountKeysOf(decoded, getAccount)
  const before = keys.map((key) => (key ? snapshotOf(getAccount(key)) : undefined))
  const result = svm.sendTransaction(decoded.transaction)
  const after = keys.map((key) => (key ? snapshotOf(getAccount(key)) : undefined))
  const failed = result instanceof FailedTransactionMetadata ? describeTransactionError(result) : undefined
  if (failed?.name === 'SignatureFailure') throw signatureFailure()
  // A transaction that did not pay its fee never landed (a cluster drops it); one that paid did, failed or not.
  if (failed && before[0]?.lamports === after[0]?.lamports) return { signature }
  const meta = result instanceof FailedTransactionMetadata ? result.meta() : result
  const slot = clock.slot()
  const decimalsOf = (mint: Address) => local.mintDecimals(mint)
  const record: TransactionRecord = {
    signature,
    slot,
    blockTime: clock.blockTime(slot),
    decoded,
    accountKeys: keys,
    loadedAddresses: loaded,
    err: failed ? failed.json : null,
    fee: Number(transactionFee(decoded.message)),
    preBalances: before.map((entry) => Number(entry?.lamports ?? 0n)),
    postBalances: after.map((entry) => Number(entry?.lamports ?? 0n)),
    preTokenBalances: tokenBalancesOf(
      before.map((entry) => entry ?? MISSING),
      decimalsOf,
    ),
    postTokenBalances: tokenBalancesOf(
      after.map((entry) => entry ?? MISSING),
      decimalsOf,
    ),
    logMessages: meta.logs(),
    innerInstructions: innerInstructionsJson(meta),
    computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
  }
  const changedAccounts = keys.filter((key, index) => key && changed(before[index], after[index]))
  return { signature, landed: { record, changedAccounts } }
}

/** Simulates a transaction (simulateTransaction): nothing is kept, the blockhash optionally replaced by the latest. */
export function simulateLocalTransaction(
  local: LocalSvm,
  decoded: DecodedTransaction,
  options: { sigVerify?: boolean; replaceRecentBlockhash?: boolean },
): SimulationResult {
  local.syncClock()
  let replacementBlockhash: SimulationResult['replacementBlockhash'] = null
  if (options.replaceRecentBlockhash) {
    const latest = local.latestBlockhash()
    replacementBlockhash = { blockhash: latest.blockhash, lastValidBlockHeight: latest.lastValidBlockHeight }
  } else if (local.clock.recentSlotOf(decoded.message.lifetimeToken) === undefined) {
    return {
      err: 'BlockhashNotFound',
      logs: [],
      unitsConsumed: 0,
      returnData: null,
      innerInstructions: [],
      postAccounts: null,
      replacementBlockhash: null,
    }
  }
  local.svm.withSigverify(options.sigVerify === true)
  let result: ReturnType<LiteSVM['simulateTransaction']>
  try {
    result = local.svm.simulateTransaction(decoded.transaction)
  } finally {
    local.svm.withSigverify(true)
  }
  const meta = result.meta()
  return {
    err: result instanceof FailedTransactionMetadata ? describeTransactionError(result).json : null,
    logs: meta.logs(),
    unitsConsumed: Number(meta.computeUnitsConsumed()),
    returnData: returnDataJson(meta),
    innerInstructions: innerInstructionsJson(meta),
    postAccounts: result instanceof FailedTransactionMetadata ? null : result.postAccounts(),
    replacementBlockhash,
  }
}
