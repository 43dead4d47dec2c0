import { INDEXER_POLL_MS } from '../constants.js'
import type { Database } from '../db/database.js'
import type { SolanaChainConfig } from './chainConfig.js'
import type { ChainIndexer } from './chainIndexer.js'
import { solanaRpcBatch, solanaRpcCall } from './solanaRpcCall.js'
import { type SolanaJsonTransaction, solanaTransfersOf } from './solanaTransfers.js'

/** Ours: slots asked in one getBlock batch. */
const SLOTS_PER_BATCH = 100

type JsonBlock = { blockTime: number | null; transactions?: SolanaJsonTransaction[] } | null

export type SolanaIndexerParameters = {
  database: Database
  chain: SolanaChainConfig
  pollMs?: number
  onError?: (error: unknown) => void
}

/** Follows a Solana chain's blocks and stores its SOL transfers and its known SPL tokens' transfers and mints in the transfers table. */
export function createSolanaIndexer(parameters: SolanaIndexerParameters): ChainIndexer {
  const { database, chain } = parameters
  const mints = new Set(chain.tokens.map((token) => token.mint))
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false

  async function syncOnce(): Promise<bigint> {
    // The current slot's block is still open; every slot before it is final.
    const head = (await solanaRpcCall<number>(chain.rpcUrl, 'getSlot', [{ commitment: 'finalized' }])) - 1
    const [progress] = await database.query<{ last_block: string | number }>(
      'select last_block from indexer_progress where chain_id = $1',
      [chain.caip2],
    )
    let from = progress === undefined ? 0 : Number(progress.last_block) + 1
    while (from <= head) {
      const to = Math.min(head, from + SLOTS_PER_BATCH - 1)
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
    }
    return BigInt(Math.max(head, 0))
  }

  function schedule() {
    if (stopped) return
    timer = setTimeout(() => {
      running = syncOnce()
        .catch((error: unknown) => parameters.onError?.(error))
        .finally(schedule)
    }, parameters.pollMs ?? INDEXER_POLL_MS)
  }

  return {
    syncOnce: () => {
      const next = running.then(syncOnce, syncOnce)
      running = next.catch(() => undefined)
      return next
    },
    start() {
      stopped = false
      schedule()
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running.catch(() => undefined)
    },
  }
}
