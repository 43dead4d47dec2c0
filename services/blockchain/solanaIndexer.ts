import type { Database } from '../db/database.js'
import type { SolanaChainConfig } from './chainConfig.js'
import type { ChainIndexer } from './chainIndexer.js'
import { createPollLoop } from './pollLoop.js'
import { solanaRpcBatch, solanaRpcCall } from './solanaRpcCall.js'
import { type SolanaJsonTransaction, solanaTransfersOf } from './solanaTransfers.js'

/** Ours: slots asked in one getBlock batch. */
const SLOTS_PER_BATCH = 100

/** What getEpochInfo answers that the indexer reads (the count is null where a node does not keep it). */
type EpochInfo = { absoluteSlot: number; transactionCount: number | null }

type JsonBlock = { blockTime: number | null; transactions?: SolanaJsonTransaction[] } | null

export type SolanaIndexerParameters = {
  database: Database
  chain: SolanaChainConfig
  pollMs?: number
  onError?: (error: unknown) => void
}

/**
 * Follows a Solana chain's blocks and stores its SOL transfers and its known SPL tokens' transfers and mints in the
 * transfers table. Each poll first asks getEpochInfo; while the chain's transaction count stands still, no block is
 * read and nothing is written, so an idle chain costs one small call a poll.
 */
export function createSolanaIndexer(parameters: SolanaIndexerParameters): ChainIndexer {
  const { database, chain } = parameters
  const mints = new Set(chain.tokens.map((token) => token.mint))

  /** The slot and transaction count of the last look that saw the count change. */
  let seen: { slot: number; count: number } | undefined
  /** Slots up to here are stored or known empty (read from the progress table at the first sync). */
  let indexedThrough: number | undefined

  async function syncOnce(): Promise<bigint> {
    // One answer gives the slot and the count of transactions landed so far, read together.
    const info = await solanaRpcCall<EpochInfo>(chain.rpcUrl, 'getEpochInfo', [{ commitment: 'finalized' }])
    // The current slot's block is still open; every slot before it is final.
    const head = info.absoluteSlot - 1
    const count = info.transactionCount
    // No transaction landed since `seen`: every slot after the one open then is empty, and is not read.
    const quietAfter = seen !== undefined && count === seen.count ? seen.slot : undefined
    if (quietAfter === undefined) seen = count === null ? undefined : { slot: info.absoluteSlot, count }
    if (indexedThrough === undefined) {
      const [progress] = await database.query<{ last_block: string | number }>(
        'select last_block from indexer_progress where chain_id = $1',
        [chain.caip2],
      )
      indexedThrough = progress === undefined ? -1 : Number(progress.last_block)
    }
    const through = quietAfter === undefined ? head : Math.min(head, quietAfter)
    let from = indexedThrough + 1
    while (from <= through) {
      const to = Math.min(through, from + SLOTS_PER_BATCH - 1)
      const slots = Array.from({ length: to - from + 1 }, (_, index) => from + index)
      const blocks = (await solanaRpcBatch(
        chain.rpcUrl,
        slots.map((slot) => ({
          method: 'getBlock',
          params: [
            slot,
            {
              encoding: 'json',
              maxSupportedTransactionVersion: 0,
              transactionDetails: 'full',
              rewards: false,
            },
          ],
        })),
      )) as JsonBlock[]
      await database.transaction(async (tx) => {
        for (const [index, block] of blocks.entries()) {
          const slot = slots[index] as number
          const minedAt = new Date((block?.blockTime ?? Math.floor(Date.now() / 1000)) * 1000)
          for (const [order, entry] of (block?.transactions ?? []).entries()) {
            const signature = entry.transaction.signatures[0] ?? ''
            const status = entry.meta?.err == null ? 'confirmed' : 'failed'
            for (const transfer of solanaTransfersOf(entry, mints)) {
              await tx.query(
                `insert into transfers (id, chain_id, block_number, mined_at, tx_hash, log_index, from_address, to_address, token_address, amount, status)
                 values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (id) do nothing`,
                [
                  `${chain.caip2}:${signature}:${transfer.position}`,
                  chain.caip2,
                  String(slot),
                  minedAt,
                  signature,
                  // Orders transfers within a block: the transaction's place, then the instruction's.
                  order * 100_000 + transfer.position,
                  transfer.from,
                  transfer.to,
                  transfer.mint,
                  transfer.amount.toString(),
                  status,
                ],
              )
            }
          }
        }
        await tx.query(
          `insert into indexer_progress (chain_id, last_block) values ($1, $2)
           on conflict (chain_id) do update set last_block = excluded.last_block`,
          [chain.caip2, String(to)],
        )
      })
      from = to + 1
      indexedThrough = to
    }
    if (quietAfter !== undefined) indexedThrough = Math.max(indexedThrough, head)
    return BigInt(Math.max(head, 0))
  }

  return createPollLoop({ sync: syncOnce, pollMs: parameters.pollMs, onError: parameters.onError })
}
