import type { EncodedAccount, MaybeEncodedAccount } from '@solana/kit'
import type { DecodedTransaction } from './decodeWireTransaction.js'
import type { SlotClock } from './slotClock.js'
import type { TokenBalanceJson } from './tokenBalances.js'

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
