import { formatUnits } from 'viem'
import type { ActivityTransaction } from '../../plugins/activity/protocol/history.js'
import type { Database } from '../db/database.js'
import { type BlockchainConfig, isSolanaAccount, priceOf } from './chainConfig.js'

type TransferRow = {
  id: string
  chain_id: string
  block_number: string | number
  mined_at: Date | string
  tx_hash: string
  log_index: number
  from_address: string
  to_address: string
  token_address: string | null
  amount: string
  status: 'confirmed' | 'failed'
  /** ERC-721 transfers: the token id, and its metadata when read (nft_tokens). */
  token_id: string | null
  nft_name: string | null
  nft_image: string | null
}

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

type Cursor = { minedAt: string; chainId: string; block: string; logIndex: number }

function encodeCursor(row: TransferRow): string {
  const cursor: Cursor = {
    minedAt: new Date(row.mined_at).toISOString(),
    chainId: row.chain_id,
    block: String(row.block_number),
    logIndex: row.log_index,
  }
  return Buffer.from(JSON.stringify(cursor)).toString('base64url')
}

/** Reads a cursor given by a previous page, or undefined when it is not one of ours. */
export function decodeCursor(cursor: string): Cursor | undefined {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<Cursor>
    if (
      typeof value.minedAt === 'string' &&
      !Number.isNaN(Date.parse(value.minedAt)) &&
      typeof value.chainId === 'string' &&
      typeof value.block === 'string' &&
      /^\d+$/.test(value.block) &&
      typeof value.logIndex === 'number'
    ) {
      return value as Cursor
    }
  } catch {
    // fall through: not a cursor we wrote
  }
  return undefined
}

export type QueryHistoryParameters = {
  address: string
  chainId?: string | undefined
  cursor?: Cursor | undefined
  pageSize: number
  config: BlockchainConfig
  iconUrlOf: (symbol: string) => string
}

/** One page of an account's transfers, newest first, as spec section 3 Transactions, with the next page's cursor. */
export async function queryHistory(
  database: Database,
  parameters: QueryHistoryParameters,
): Promise<{ data: ActivityTransaction[]; next: string | null }> {
  // EVM addresses are stored lower case; Solana's base58 is case-sensitive and stored as it is.
  const address = isSolanaAccount(parameters.address) ? parameters.address : parameters.address.toLowerCase()
  const params: unknown[] = [address]
  const where = ['(t.from_address = $1 or t.to_address = $1)']
  if (parameters.chainId) {
    params.push(parameters.chainId)
    where.push(`t.chain_id = $${params.length}`)
  }
  if (parameters.cursor) {
    const { minedAt, chainId, block, logIndex } = parameters.cursor
    params.push(minedAt, chainId, block, logIndex)
    const n = params.length
    where.push(
      `(t.mined_at, t.chain_id, t.block_number, t.log_index) < ($${n - 3}::timestamptz, $${n - 2}, $${n - 1}::bigint, $${n}::int)`,
    )
  }
  params.push(parameters.pageSize + 1)
  const rows = await database.query<TransferRow>(
    `select t.id, t.chain_id, t.block_number, t.mined_at, t.tx_hash, t.log_index, t.from_address, t.to_address,
       t.token_address, t.amount::text as amount, t.status, t.token_id::text as token_id, n.name as nft_name, n.image_url as nft_image
     from transfers t left join nft_tokens n
       on t.token_id is not null and n.chain_id = t.chain_id and n.contract = t.token_address and n.token_id = t.token_id
     where ${where.join(' and ')}
     order by t.mined_at desc, t.chain_id desc, t.block_number desc, t.log_index desc limit $${params.length}`,
    params,
  )
  const page = rows.slice(0, parameters.pageSize)
  const last = page.at(-1)
  return {
    data: page.map((row) => toTransaction(row, address, parameters)),
    next: rows.length > parameters.pageSize && last ? encodeCursor(last) : null,
  }
}

function toTransaction(
  row: TransferRow,
  address: string,
  parameters: QueryHistoryParameters,
): ActivityTransaction {
  const { chains, tokens, prices, solanaChains = [], nftCollections = [] } = parameters.config
  const outgoing = row.from_address === address
  const incoming = row.to_address === address
  const direction = outgoing && incoming ? 'self' : outgoing ? 'out' : 'in'
  const metadata = {
    minedAt: new Date(row.mined_at).toISOString(),
    chain: row.chain_id,
    operationType:
      outgoing && row.to_address === ZERO_ADDRESS
        ? ('burn' as const)
        : outgoing && incoming
          ? ('execute' as const)
          : outgoing
            ? ('send' as const)
            : ('receive' as const),
    status: row.status,
    sentFrom: row.from_address,
    sentTo: row.to_address,
    hash: row.tx_hash,
  }
  if (row.token_id !== null) {
    const collection = nftCollections.find(
      (entry) => entry.caip2 === row.chain_id && entry.address.toLowerCase() === row.token_address,
    )
    return {
      id: row.id,
      metadata,
      transfers: [
        {
          nft_info: {
            name: row.nft_name ?? (collection ? `${collection.name} #${row.token_id}` : null),
            ...(row.nft_image ? { content: { preview: { url: row.nft_image } } } : {}),
            flags: { is_spam: collection?.spam ?? false },
          },
          direction,
          quantity: { numeric: row.amount },
          value: 0,
          price: 0,
        },
      ],
    }
  }
  const solanaChain = solanaChains.find((chain) => chain.caip2 === row.chain_id)
  const token = row.token_address
    ? (tokens.find(
        (entry) => entry.caip2 === row.chain_id && entry.address.toLowerCase() === row.token_address,
      ) ?? solanaChain?.tokens.find((entry) => entry.mint === row.token_address))
    : undefined
  const native = (chains.find((chain) => chain.caip2 === row.chain_id) ?? solanaChain)?.nativeCurrency
  const asset = token ?? native ?? { name: 'Unknown', symbol: 'UNKNOWN', decimals: 18 }
  const numeric = formatUnits(BigInt(row.amount), asset.decimals)
  const price = priceOf(prices, asset.symbol)
  return {
    id: row.id,
    metadata,
    transfers: [
      {
        fungible_info: {
          name: asset.name,
          symbol: asset.symbol,
          icon: { url: parameters.iconUrlOf(asset.symbol) },
        },
        direction,
        quantity: { numeric },
        value: Number(numeric) * price,
        price,
      },
    ],
  }
}
