import { createPublicClient, http, parseAbiItem } from 'viem'
import { INDEXER_MAX_BLOCK_RANGE } from '../constants.js'
import type { Database } from '../db/database.js'
import type { ChainConfig, NftCollectionConfig, TokenConfig } from './chainConfig.js'
import { fillNftMetadata } from './nftMetadata.js'
import { createPollLoop } from './pollLoop.js'

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)')
/** ERC-721's Transfer: the same signature as ERC-20's, with the token id indexed (a fourth topic). */
const nftTransferEvent = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
)

/** A native transfer has no log: its place is this plus its transaction's index in the block. */
const NATIVE_LOG_INDEX_BASE = -1_000_000

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
  /** The ERC-721 token id; null for coins and fungible tokens. */
  string | null,
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
  /** ERC-721 collections whose transfers (and tokens' metadata) are recorded too. */
  nftCollections?: NftCollectionConfig[] | undefined
  pollMs?: number
  onError?: (error: unknown) => void
}

/**
 * Follows one chain's blocks and stores its native transfers, ERC-20 Transfer events and the known collections'
 * ERC-721 Transfer events in the transfers table; each new ERC-721 token's metadata is read from its tokenURI.
 */
export function createChainIndexer(parameters: ChainIndexerParameters): ChainIndexer {
  const { database, chain } = parameters
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 1 }) })
  const tokenAddresses = parameters.tokens
    .filter((token) => token.caip2 === chain.caip2)
    .map((token) => token.address)
  const collectionAddresses = (parameters.nftCollections ?? [])
    .filter((collection) => collection.caip2 === chain.caip2)
    .map((collection) => collection.address)

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
          // Unique in the block (a cursor between two of them skips neither), after its logs, later ones first.
          NATIVE_LOG_INDEX_BASE + tx.transactionIndex,
          tx.from.toLowerCase(),
          tx.to.toLowerCase(),
          null,
          tx.value.toString(),
          status,
          null,
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
          null,
        ])
      }
    }
    if (collectionAddresses.length > 0) {
      const logs = await client.getLogs({
        address: collectionAddresses,
        event: nftTransferEvent,
        fromBlock: from,
        toBlock: to,
      })
      for (const log of logs) {
        const { from: sender, to: receiver, tokenId } = log.args
        if (
          !sender ||
          !receiver ||
          tokenId === undefined ||
          log.blockNumber === null ||
          log.logIndex === null
        )
          continue
        rows.push([
          `${chain.caip2}:${log.transactionHash}:${log.logIndex}`,
          chain.caip2,
          log.blockNumber,
          minedAt.get(log.blockNumber) ?? new Date(),
          log.transactionHash ?? '',
          log.logIndex,
          sender.toLowerCase(),
          receiver.toLowerCase(),
          log.address.toLowerCase(),
          '1',
          'confirmed',
          tokenId.toString(),
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
            `insert into transfers (id, chain_id, block_number, mined_at, tx_hash, log_index, from_address, to_address, token_address, amount, status, token_id)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) on conflict (id) do nothing`,
            row.map((value) => (typeof value === 'bigint' ? value.toString() : value)),
          )
          if (row[11] !== null)
            await tx.query(
              'insert into nft_tokens (chain_id, contract, token_id) values ($1, $2, $3) on conflict do nothing',
              [chain.caip2, row[8], row[11]],
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
    if (collectionAddresses.length > 0) await fillNftMetadata(database, client, chain)
    return head
  }

  return createPollLoop({ sync: syncOnce, pollMs: parameters.pollMs, onError: parameters.onError })
}
