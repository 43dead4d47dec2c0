import { createPublicClient, http, parseAbiItem } from 'viem'
import { INDEXER_MAX_BLOCK_RANGE } from '../constants.js'
import type { Database } from '../db/database.js'
import type { ChainConfig, TokenConfig } from './chainConfig.js'
import { createPollLoop } from './pollLoop.js'

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)')

type TransferRow = [
  string,
  string,
  bigint,
  Date,
  string,
  number,
  string,
  string,
  string | null,
  string,
  string,
]

export type ChainIndexer = {
  /** Reads every block not yet indexed up to the chain's head and stores its transfers; returns the last block read. */
  syncOnce(): Promise<bigint>
  /** Polls the chain every `pollMs` until stop(). */
  start(): void
  stop(): Promise<void>
}

export type ChainIndexerParameters = {
  database: Database
  chain: ChainConfig
  tokens: TokenConfig[]
  pollMs?: number
  onError?: (error: unknown) => void
}

/** Follows one chain's blocks and stores its native transfers and ERC-20 Transfer events in the transfers table. */
export function createChainIndexer(parameters: ChainIndexerParameters): ChainIndexer {
  const { database, chain } = parameters
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 1 }) })
  const tokenAddresses = parameters.tokens
    .filter((token) => token.caip2 === chain.caip2)
    .map((token) => token.address)

  async function readRange(from: bigint, to: bigint): Promise<TransferRow[]> {
    const rows: TransferRow[] = []
    const minedAt = new Map<bigint, Date>()
    for (let number = from; number <= to; number++) {
      const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
      const time = new Date(Number(block.timestamp) * 1000)
      minedAt.set(number, time)
      for (const tx of block.transactions) {
        if (tx.value === 0n || !tx.to) continue
        const receipt = await client.getTransactionReceipt({ hash: tx.hash })
        const status = receipt.status === 'success' ? 'confirmed' : 'failed'
        rows.push([
          `${chain.caip2}:${tx.hash}:native`,
          chain.caip2,
          number,
          time,
          tx.hash,
          -1,
          tx.from.toLowerCase(),
          tx.to.toLowerCase(),
          null,
          tx.value.toString(),
          status,
        ])
      }
    }
    if (tokenAddresses.length > 0) {
      const logs = await client.getLogs({
        address: tokenAddresses,
        event: transferEvent,
        fromBlock: from,
        toBlock: to,
      })
      for (const log of logs) {
        const { from: sender, to: receiver, value } = log.args
        if (!sender || !receiver || value === undefined || log.blockNumber === null || log.logIndex === null)
          continue
        const time = minedAt.get(log.blockNumber) ?? new Date()
        rows.push([
          `${chain.caip2}:${log.transactionHash}:${log.logIndex}`,
          chain.caip2,
          log.blockNumber,
          time,
          log.transactionHash ?? '',
          log.logIndex,
          sender.toLowerCase(),
          receiver.toLowerCase(),
          log.address.toLowerCase(),
          value.toString(),
          'confirmed',
        ])
      }
    }
    return rows
  }

  async function syncOnce(): Promise<bigint> {
    const head = await client.getBlockNumber({ cacheTime: 0 })
    const [progress] = await database.query<{ last_block: string | number }>(
      'select last_block from indexer_progress where chain_id = $1',
      [chain.caip2],
    )
    let from = progress === undefined ? 0n : BigInt(progress.last_block) + 1n
    while (from <= head) {
      const to = from + INDEXER_MAX_BLOCK_RANGE - 1n < head ? from + INDEXER_MAX_BLOCK_RANGE - 1n : head
      const rows = await readRange(from, to)
      await database.transaction(async (tx) => {
        for (const row of rows) {
          await tx.query(
            `insert into transfers (id, chain_id, block_number, mined_at, tx_hash, log_index, from_address, to_address, token_address, amount, status)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (id) do nothing`,
            row.map((value) => (typeof value === 'bigint' ? value.toString() : value)),
          )
        }
        await tx.query(
          `insert into indexer_progress (chain_id, last_block) values ($1, $2)
           on conflict (chain_id) do update set last_block = excluded.last_block`,
          [chain.caip2, to.toString()],
        )
      })
      from = to + 1n
    }
    return head
  }

  return createPollLoop({ sync: syncOnce, pollMs: parameters.pollMs, onError: parameters.onError })
}
