import { formatUnits } from 'viem'
import type { Transaction } from '../../kernel/protocol/blockchainApi.js'
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
}

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
): Promise<{ data: Transaction[]; next: string | null }> {
  // EVM addresses are stored lower case; Solana's base58 is case-sensitive and stored as it is.
  const address = isSolanaAccount(parameters.address) ? parameters.address : parameters.address.toLowerCase()
  const params: unknown[] = [address]
  const where = ['(from_address = $1 or to_address = $1)']
  if (parameters.chainId) {
    params.push(parameters.chainId)
    where.push(`chain_id = $${params.length}`)
  }
  if (parameters.cursor) {
    const { minedAt, chainId, block, logIndex } = parameters.cursor
    params.push(minedAt, chainId, block, logIndex)
    const n = params.length
    where.push(
      `(mined_at, chain_id, block_number, log_index) < ($${n - 3}::timestamptz, $${n - 2}, $${n - 1}::bigint, $${n}::int)`,
    )
  }
  params.push(parameters.pageSize + 1)
  const rows = await database.query<TransferRow>(
    `select id, chain_id, block_number, mined_at, tx_hash, log_index, from_address, to_address, token_address, amount::text as amount, status
     from transfers where ${where.join(' and ')}
     order by mined_at desc, chain_id desc, block_number desc, log_index desc limit $${params.length}`,
    params,
  )
  const page = rows.slice(0, parameters.pageSize)
  const last = page.at(-1)
  return {
    data: page.map((row) => toTransaction(row, address, parameters)),
    next: rows.length > parameters.pageSize && last ? encodeCursor(last) : null,
  }
}

function toTransaction(row: TransferRow, address: string, parameters: QueryHistoryParameters): Transaction {
  const { chains, tokens, prices, solanaChains = [] } = parameters.config
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
  const outgoing = row.from_address === address
  const incoming = row.to_address === address
  return {
    id: row.id,
    metadata: {
      minedAt: new Date(row.mined_at).toISOString(),
      chain: row.chain_id,
      operationType: outgoing && incoming ? 'execute' : outgoing ? 'send' : 'receive',
      status: row.status,
      sentFrom: row.from_address,
      sentTo: row.to_address,
      hash: row.tx_hash,
    },
    transfers: [
      {
        fungible_info: {
          name: asset.name,
          symbol: asset.symbol,
          icon: { url: parameters.iconUrlOf(asset.symbol) },
        },
        direction: outgoing && incoming ? 'self' : outgoing ? 'out' : 'in',
        quantity: { numeric },
        value: Number(numeric) * price,
        price,
      },
    ],
  }
}
