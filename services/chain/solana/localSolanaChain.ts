import {
  type Address,
  address,
  type EncodedAccount,
  getAddressDecoder,
  getBase58Decoder,
  getBase64Decoder,
  type MaybeEncodedAccount,
} from '@solana/kit'
import { Clock, FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import {
  MAX_KEPT_TRANSACTIONS,
  MAX_PROCESSING_AGE,
  SLOTS_PER_EPOCH,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from './constants.js'
import type { DecodedTransaction } from './decodeWireTransaction.js'
import { createSlotClock, type SlotClock } from './slotClock.js'
import { SolanaRpcError } from './solanaRpcError.js'
import {
  readMintDecimals,
  readTokenAccount,
  type TokenBalanceJson,
  tokenBalancesOf,
} from './tokenBalances.js'
import {
  type DescribedTransactionError,
  describeTransactionError,
  namedTransactionError,
} from './transactionError.js'
import { transactionFee } from './transactionFee.js'

export type InnerInstructionsJson = {
  index: number
  instructions: { programIdIndex: number; accounts: number[]; data: string; stackHeight: number }[]
}
export type ReturnDataJson = { programId: string; data: [string, 'base64'] }

/** What the chain keeps of a transaction that landed (succeeded, or failed after paying its fee). */
export type TransactionRecord = {
  signature: string
  slot: number
  blockTime: number
  decoded: DecodedTransaction
  /** Static keys, then the keys loaded from lookup tables (writable, then readonly). */
  accountKeys: string[]
  loadedAddresses: { writable: string[]; readonly: string[] }
  err: unknown
  fee: number
  preBalances: number[]
  postBalances: number[]
  preTokenBalances: TokenBalanceJson[]
  postTokenBalances: TokenBalanceJson[]
  logMessages: string[]
  innerInstructions: InnerInstructionsJson[]
  computeUnitsConsumed: number
}

export type SimulationResult = {
  err: unknown
  logs: string[]
  unitsConsumed: number
  returnData: ReturnDataJson | null
  innerInstructions: InnerInstructionsJson[]
  postAccounts: EncodedAccount[] | null
  replacementBlockhash: { blockhash: string; lastValidBlockHeight: number } | null
}

export type ProcessedListener = (record: TransactionRecord, changedAccounts: readonly string[]) => void

export type LocalSolanaChain = {
  genesisHash: string
  clock: SlotClock
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number; slot: number }
  getAccount(address: string): MaybeEncodedAccount
  /** SPL token accounts (Token and Token-2022) whose owner is `owner`, optionally of one mint or program. */
  tokenAccountsOf(owner: string, filter: { mint?: string; programId?: string }): EncodedAccount[]
  mintDecimals(mint: string): number | undefined
  minimumBalanceForRentExemption(bytes: number): bigint
  /** Runs a transaction: preflight (unless skipped), then executes and records it; returns its signature. */
  send(decoded: DecodedTransaction, options?: { skipPreflight?: boolean }): string
  simulate(
    decoded: DecodedTransaction,
    options?: { sigVerify?: boolean; replaceRecentBlockhash?: boolean },
  ): SimulationResult
  transaction(signature: string): TransactionRecord | undefined
  /** Signatures landed in `slot`, in order. */
  blockSignatures(slot: number): readonly string[]
  transactionCount(): number
  /** Sets an account as genesis does (the faucet); not reachable over RPC. */
  setGenesisAccount(account: { address: string; lamports: bigint }): void
  onProcessed(listener: ProcessedListener): () => void
}

type Snapshot = {
  exists: boolean
  lamports: bigint
  data: Uint8Array
  programAddress?: string
  executable: boolean
}

const toBase58 = getBase58Decoder()
const toBase64 = getBase64Decoder()

const MISSING: Snapshot = { exists: false, lamports: 0n, data: new Uint8Array(), executable: false }

function snapshotOf(account: MaybeEncodedAccount): Snapshot {
  return account.exists
    ? {
        exists: true,
        lamports: account.lamports,
        data: Uint8Array.from(account.data),
        programAddress: account.programAddress,
        executable: account.executable,
      }
    : MISSING
}

const changed = (before: Snapshot | undefined, after: Snapshot | undefined) =>
  before?.lamports !== after?.lamports ||
  before?.programAddress !== after?.programAddress ||
  Buffer.compare(Buffer.from(before?.data ?? []), Buffer.from(after?.data ?? [])) !== 0

function innerInstructionsJson(meta: TransactionMetadata): InnerInstructionsJson[] {
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

function returnDataJson(meta: TransactionMetadata): ReturnDataJson | null {
  const returned = meta.returnData()
  const data = returned.data()
  if (data.length === 0) return null
  return {
    programId: getAddressDecoder().decode(returned.programId()),
    data: [toBase64.decode(data), 'base64'],
  }
}

/** -32002, Solana's answer when preflight simulation fails, with the simulation in `data`. */
function preflightError(error: DescribedTransactionError, meta?: TransactionMetadata): SolanaRpcError {
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

const signatureFailure = () => new SolanaRpcError(-32003, 'Transaction signature verification failure')

/**
 * A Solana cluster of one, in process: litesvm executes, and this keeps what a validator's RPC shows
 * (slots on the wall clock, blockhash ages, landed transactions with their metas, duplicate checks).
 */
export function createLocalSolanaChain(options: {
  genesisHash: string
  now?: () => number
}): LocalSolanaChain {
  const now = options.now ?? Date.now
  const clock = createSlotClock(options.genesisHash, now)
  // The facade checks blockhash age and duplicates itself (litesvm accepts only its latest blockhash).
  const svm = new LiteSVM().withBlockhashCheck(false).withTransactionHistory(0n)
  const records = new Map<string, TransactionRecord>()
  const blocks = new Map<number, string[]>()
  const listeners = new Set<ProcessedListener>()
  let clockSlot = -1
  let landedCount = 0

  const syncClock = () => {
    const slot = clock.slot()
    if (slot === clockSlot) return
    clockSlot = slot
    const epoch = BigInt(Math.floor(slot / SLOTS_PER_EPOCH))
    const unix = BigInt(clock.blockTime(slot))
    svm.setClock(
      new Clock(
        BigInt(slot),
        BigInt(clock.blockTime(Number(epoch) * SLOTS_PER_EPOCH)),
        epoch,
        epoch + 1n,
        unix,
      ),
    )
  }

  const getAccount = (key: string) => svm.getAccount(address(key))
  const mintDecimals = (mint: string) => readMintDecimals(snapshotOf(getAccount(mint)))

  // Static keys, then lookup-table keys (writable, then readonly), as Solana orders a message's accounts.
  function accountKeysOf(decoded: DecodedTransaction) {
    const writable: string[] = []
    const readonly: string[] = []
    const lookups =
      'addressTableLookups' in decoded.message ? (decoded.message.addressTableLookups ?? []) : []
    for (const lookup of lookups) {
      const table = getAccount(lookup.lookupTableAddress)
      const data = table.exists ? table.data : new Uint8Array()
      // An address lookup table: a 56-byte header, then 32-byte addresses.
      const at = (index: number) => {
        const start = 56 + index * 32
        return data.length >= start + 32 ? getAddressDecoder().decode(data.subarray(start, start + 32)) : ''
      }
      writable.push(...lookup.writableIndexes.map(at))
      readonly.push(...lookup.readonlyIndexes.map(at))
    }
    return {
      keys: [...decoded.message.staticAccounts, ...writable, ...readonly],
      loaded: { writable, readonly },
    }
  }

  function remember(record: TransactionRecord) {
    records.set(record.signature, record)
    const block = blocks.get(record.slot) ?? []
    block.push(record.signature)
    blocks.set(record.slot, block)
    landedCount++
    if (records.size > MAX_KEPT_TRANSACTIONS) {
      const oldest = records.values().next().value
      if (oldest) {
        records.delete(oldest.signature)
        const list = blocks.get(oldest.slot)?.filter((signature) => signature !== oldest.signature) ?? []
        if (list.length) blocks.set(oldest.slot, list)
        else blocks.delete(oldest.slot)
      }
    }
  }

  const latestBlockhash = () => {
    const slot = clock.slot()
    return { blockhash: clock.blockhash(slot), lastValidBlockHeight: slot + MAX_PROCESSING_AGE, slot }
  }

  return {
    genesisHash: options.genesisHash,
    clock,
    latestBlockhash,
    getAccount,
    tokenAccountsOf(owner, filter) {
      const programs = filter.programId ? [filter.programId] : [TOKEN_PROGRAM, TOKEN_2022_PROGRAM]
      return programs.flatMap((program) =>
        svm.getProgramAccounts(address(program)).filter((account) => {
          const token = readTokenAccount({ ...account, exists: true, data: Uint8Array.from(account.data) })
          return token !== undefined && token.owner === owner && (!filter.mint || token.mint === filter.mint)
        }),
      )
    },
    mintDecimals,
    minimumBalanceForRentExemption: (bytes) => svm.minimumBalanceForRentExemption(BigInt(bytes)),

    send(decoded, sendOptions = {}) {
      syncClock()
      const { signature } = decoded
      if (records.has(signature)) {
        if (sendOptions.skipPreflight) return signature
        throw preflightError(namedTransactionError('AlreadyProcessed'))
      }
      if (clock.recentSlotOf(decoded.message.lifetimeToken) === undefined) {
        // A cluster drops a transaction with an unknown blockhash; without preflight the sender learns nothing.
        if (sendOptions.skipPreflight) return signature
        throw preflightError(namedTransactionError('BlockhashNotFound'))
      }
      if (!sendOptions.skipPreflight) {
        const simulated = svm.simulateTransaction(decoded.transaction)
        if (simulated instanceof FailedTransactionMetadata) {
          const described = describeTransactionError(simulated)
          if (described.name === 'SignatureFailure') throw signatureFailure()
          throw preflightError(described, simulated.meta())
        }
      }
      const { keys, loaded } = accountKeysOf(decoded)
      const before = keys.map((key) => (key ? snapshotOf(getAccount(key)) : undefined))
      const result = svm.sendTransaction(decoded.transaction)
      const after = keys.map((key) => (key ? snapshotOf(getAccount(key)) : undefined))
      const failed =
        result instanceof FailedTransactionMetadata ? describeTransactionError(result) : undefined
      if (failed?.name === 'SignatureFailure') throw signatureFailure()
      // A transaction that did not pay its fee never landed (a cluster drops it); one that paid did, failed or not.
      if (failed && before[0]?.lamports === after[0]?.lamports) return signature
      const meta = result instanceof FailedTransactionMetadata ? result.meta() : result
      const slot = clock.slot()
      const decimalsOf = (mint: Address) => mintDecimals(mint)
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
      remember(record)
      const changedAccounts = keys.filter((key, index) => key && changed(before[index], after[index]))
      for (const listener of listeners) listener(record, changedAccounts)
      return signature
    },

    simulate(decoded, simulateOptions = {}) {
      syncClock()
      let replacementBlockhash: SimulationResult['replacementBlockhash'] = null
      if (simulateOptions.replaceRecentBlockhash) {
        const latest = latestBlockhash()
        replacementBlockhash = {
          blockhash: latest.blockhash,
          lastValidBlockHeight: latest.lastValidBlockHeight,
        }
      } else if (clock.recentSlotOf(decoded.message.lifetimeToken) === undefined) {
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
      svm.withSigverify(simulateOptions.sigVerify === true)
      let result: ReturnType<LiteSVM['simulateTransaction']>
      try {
        result = svm.simulateTransaction(decoded.transaction)
      } finally {
        svm.withSigverify(true)
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
    },

    transaction: (signature) => records.get(signature),
    blockSignatures: (slot) => blocks.get(slot) ?? [],
    transactionCount: () => landedCount,
    setGenesisAccount(account) {
      svm.setAccount({
        address: address(account.address),
        lamports: account.lamports as EncodedAccount['lamports'],
        data: new Uint8Array(),
        executable: false,
        programAddress: address('11111111111111111111111111111111'),
        space: 0n,
      })
    },
    onProcessed(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
