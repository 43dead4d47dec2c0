import { address, type EncodedAccount } from '@solana/kit'
import { Clock, LiteSVM } from 'litesvm'
import { snapshotOf } from './accountSnapshot.js'
import {
  MAX_KEPT_TRANSACTIONS,
  MAX_PROCESSING_AGE,
  SLOTS_PER_EPOCH,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from './constants.js'
import type { LocalSolanaChain, ProcessedListener, TransactionRecord } from './localSolanaChainTypes.js'
import { type LocalSvm, sendLocalTransaction, simulateLocalTransaction } from './runLocalTransaction.js'
import { createSlotClock } from './slotClock.js'
import { readMintDecimals, readTokenAccount } from './tokenBalances.js'

export type {
  InnerInstructionsJson,
  LocalSolanaChain,
  ProcessedListener,
  ReturnDataJson,
  SimulationResult,
  TransactionRecord,
} from './localSolanaChainTypes.js'

/**
 * A Solana cluster of one, in process: litesvm executes, and this keeps what a validator's RPC shows
 * (slots on the wall clock, blockhash ages, landed transactions with their metas, duplicate checks).
 */
export function createLocalSolanaChain(options: {
  genesisHash: string
  now?: () => number
}): LocalSolanaChain {
  const local = createLocalSvm(options.genesisHash, options.now ?? Date.now)
  const { svm, clock } = local
  const landed = createLandedTransactions()
  const listeners = new Set<ProcessedListener>()

  return {
    genesisHash: options.genesisHash,
    clock,
    latestBlockhash: local.latestBlockhash,
    getAccount: local.getAccount,
    tokenAccountsOf(owner, filter) {
      const programs = filter.programId ? [filter.programId] : [TOKEN_PROGRAM, TOKEN_2022_PROGRAM]
      return programs.flatMap((program) =>
        svm.getProgramAccounts(address(program)).filter((account) => {
          const token = readTokenAccount({ ...account, exists: true, data: Uint8Array.from(account.data) })
          return token !== undefined && token.owner === owner && (!filter.mint || token.mint === filter.mint)
        }),
      )
    },
    mintDecimals: local.mintDecimals,
    minimumBalanceForRentExemption: (bytes) => svm.minimumBalanceForRentExemption(BigInt(bytes)),
    send(decoded, sendOptions = {}) {
      const landedBefore = landed.records.has(decoded.signature)
      const outcome = sendLocalTransaction(local, decoded, { ...sendOptions, landedBefore })
      if (outcome.landed) {
        landed.remember(outcome.landed.record)
        for (const listener of listeners) listener(outcome.landed.record, outcome.landed.changedAccounts)
      }
      return outcome.signature
    },
    simulate: (decoded, simulateOptions = {}) => simulateLocalTransaction(local, decoded, simulateOptions),
    transaction: (signature) => landed.records.get(signature),
    blockSignatures: (slot) => landed.blocks.get(slot) ?? [],
    transactionCount: () => landed.count,
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

/** litesvm on the wall clock's slots; the facade checks blockhash age and duplicates itself. */
function createLocalSvm(genesisHash: string, now: () => number): LocalSvm {
  const clock = createSlotClock(genesisHash, now)
  // litesvm accepts only its latest blockhash, so its own check is off.
  const svm = new LiteSVM().withBlockhashCheck(false).withTransactionHistory(0n)
  let clockSlot = -1
  const getAccount = (key: string) => svm.getAccount(address(key))
  return {
    svm,
    clock,
    syncClock() {
      const slot = clock.slot()
      if (slot === clockSlot) return
      clockSlot = slot
      const epoch = BigInt(Math.floor(slot / SLOTS_PER_EPOCH))
      const unix = BigInt(clock.blockTime(slot))
      const epochStart = BigInt(clock.blockTime(Number(epoch) * SLOTS_PER_EPOCH))
      svm.setClock(new Clock(BigInt(slot), epochStart, epoch, epoch + 1n, unix))
    },
    getAccount,
    mintDecimals: (mint) => readMintDecimals(snapshotOf(getAccount(mint))),
    latestBlockhash() {
      const slot = clock.slot()
      return { blockhash: clock.blockhash(slot), lastValidBlockHeight: slot + MAX_PROCESSING_AGE, slot }
    },
  }
}

/** The landed transactions by signature and by slot, the oldest forgotten past MAX_KEPT_TRANSACTIONS. */
function createLandedTransactions() {
  const records = new Map<string, TransactionRecord>()
  const blocks = new Map<number, string[]>()
  const landed = {
    records,
    blocks,
    count: 0,
    remember(record: TransactionRecord) {
      records.set(record.signature, record)
      const block = blocks.get(record.slot) ?? []
      block.push(record.signature)
      blocks.set(record.slot, block)
      landed.count++
      if (records.size <= MAX_KEPT_TRANSACTIONS) return
      const oldest = records.values().next().value
      if (!oldest) return
      records.delete(oldest.signature)
      const list = blocks.get(oldest.slot)?.filter((signature) => signature !== oldest.signature) ?? []
      if (list.length) blocks.set(oldest.slot, list)
      else blocks.delete(oldest.slot)
    },
  }
  return landed
}
