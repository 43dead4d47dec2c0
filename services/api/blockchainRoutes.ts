import { Hono } from 'hono'
import type { Address } from 'viem'
import {
  accountAddressParamSchema,
  addressParamSchema,
  type BalanceItem,
  balanceQuerySchema,
  fungiblePriceBodySchema,
} from '../../kernel/protocol/blockchainApi.js'
import { splitCaipAddress } from '../../kernel/rules/caip.js'
import { activityHistoryQuerySchema } from '../../plugins/activity/protocol/history.js'
import type { BlockchainConfig } from '../blockchain/chainConfig.js'
import { isSolanaAccount, priceOf } from '../blockchain/chainConfig.js'
import { decodeCursor, queryHistory } from '../blockchain/queryHistory.js'
import { readBalances } from '../blockchain/readBalances.js'
import { readSolanaBalances } from '../blockchain/readSolanaBalances.js'
import { BALANCE_CACHE_MAX_ENTRIES, BALANCE_CACHE_MS, HISTORY_PAGE_SIZE } from '../constants.js'
import type { Database } from '../db/database.js'
import { ensIdentityReader } from './names/ensIdentity.js'
import { identityOf } from './names/nameStore.js'
import { parseInput, readJsonBody } from './parseInput.js'
import type { GateVariables } from './projectGate.js'
import { ServiceError } from './serviceError.js'

const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/** SOL's address in price queries: the native mint (wrapped SOL), as Solana wallets name SOL. */
const SOLANA_NATIVE_MINT = 'So11111111111111111111111111111111111111112'

export type BlockchainRoutesParameters = {
  database: Database
  config: BlockchainConfig
  /** The API's URL as clients reach it: icon URLs are built on it, never on the Host header. */
  publicUrl: () => string
  historyPageSize?: number
  now?: () => number
}

/** What POST /v1/fungible/price's body must be (the gate and the route say it alike). */
export const FUNGIBLE_PRICE_BODY = 'a JSON object {currency, addresses, projectId}'

const BTC_CURRENCY = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

/** A token's icon on this API, with the request's sdk parameters (the image route is behind the project gate too). */
export function tokenIconUrlOf(publicUrl: string, requestUrl: string, symbol: string): string {
  const url = new URL(requestUrl)
  const sdk = new URLSearchParams()
  for (const key of ['projectId', 'st', 'sv']) sdk.set(key, url.searchParams.get(key) ?? '')
  return `${publicUrl}/public/getTokenImage/${encodeURIComponent(symbol)}?${sdk}`
}

/** The first part of the blockchain API (spec section 7): chains, balances, prices, history and identity. */
export function blockchainRoutes(parameters: BlockchainRoutesParameters): Hono<{ Variables: GateVariables }> {
  const { database, config } = parameters
  const now = parameters.now ?? Date.now
  const routes = new Hono<{ Variables: GateVariables }>()
  const balanceCache = new Map<string, { readAt: number; balances: BalanceItem[] }>()
  const ensIdentity = ensIdentityReader(config)

  const tokenIconUrl = (requestUrl: string, symbol: string) =>
    tokenIconUrlOf(parameters.publicUrl(), requestUrl, symbol)

  const solanaChains = config.solanaChains ?? []
  routes.get('/v1/supported-chains', (c) =>
    c.json({
      http: [...config.chains, ...solanaChains].map((chain) => chain.caip2),
      ws: [] as string[],
    }),
  )

  routes.get('/v1/account/:address/balance', async (c) => {
    const { address } = parseInput(accountAddressParamSchema, c.req.param(), 'path')
    const query = parseInput(balanceQuerySchema, c.req.query(), 'query')
    const solana = isSolanaAccount(address)
    const served = solana ? solanaChains : config.chains
    const chains = query.chainId ? served.filter((chain) => chain.caip2 === query.chainId) : served
    if (chains.length === 0) {
      const other = (solana ? config.chains : solanaChains).some((chain) => chain.caip2 === query.chainId)
      throw new ServiceError(
        400,
        'UNSUPPORTED_CHAIN',
        other
          ? `query.chainId: ${query.chainId} does not hold ${solana ? 'Solana' : 'EVM'} addresses; ask a ${solana ? 'solana:' : 'eip155:'} chain`
          : `query.chainId: ${query.chainId ?? '(none)'} is not served here; see /v1/supported-chains`,
      )
    }
    // Solana addresses are case-sensitive; EVM ones are not.
    const key = `${c.get('project').id}|${solana ? address : address.toLowerCase()}|${query.chainId ?? '*'}`
    const cached = balanceCache.get(key)
    if (cached && query.forceUpdate === undefined && now() - cached.readAt < BALANCE_CACHE_MS) {
      return c.json({ balances: cached.balances })
    }
    let raw: Awaited<ReturnType<typeof readBalances>>
    try {
      raw = solana
        ? await readSolanaBalances(address, chains as typeof solanaChains)
        : await readBalances(address as Address, chains as typeof config.chains, config.tokens)
    } catch (error) {
      throw new ServiceError(
        502,
        'CHAIN_UNAVAILABLE',
        'could not read balances from the chain RPC; is the chain running?',
        { cause: error },
      )
    }
    const balances = raw.map((entry): BalanceItem => {
      const price = priceOf(config.prices, entry.symbol)
      return {
        name: entry.name,
        symbol: entry.symbol,
        chainId: entry.caip2,
        ...(entry.tokenAddress ? { address: `${entry.caip2}:${entry.tokenAddress}` } : {}),
        value: Number(entry.numeric) * price,
        price,
        quantity: { decimals: String(entry.decimals), numeric: entry.numeric },
        iconUrl: tokenIconUrl(c.req.url, entry.symbol),
      }
    })
    balanceCache.delete(key)
    balanceCache.set(key, { readAt: now(), balances })
    // A Map iterates in insertion order, so the first key is the entry written longest ago.
    if (balanceCache.size > BALANCE_CACHE_MAX_ENTRIES) {
      const oldest = balanceCache.keys().next().value
      if (oldest !== undefined) balanceCache.delete(oldest)
    }
    return c.json({ balances })
  })

  routes.post('/v1/fungible/price', async (c) => {
    // The gate took the project from body.projectId (createApiApp), as AppKit names it there alone.
    const body = await readJsonBody(c.req, FUNGIBLE_PRICE_BODY)
    const request = parseInput(fungiblePriceBodySchema, body, 'body')
    const fungibles = request.addresses.flatMap((caip10) => {
      // The schema held each to CAIP-10, so it splits.
      const { caipNetworkId: caip2, address: tokenAddress } = splitCaipAddress(caip10) ?? {}
      const lower = tokenAddress?.toLowerCase()
      const solanaChain = solanaChains.find((chain) => chain.caip2 === caip2)
      const token = solanaChain
        ? solanaChain.tokens.find((entry) => entry.mint === tokenAddress)
        : config.tokens.find((entry) => entry.caip2 === caip2 && entry.address.toLowerCase() === lower)
      const native = solanaChain
        ? tokenAddress === SOLANA_NATIVE_MINT
          ? solanaChain
          : undefined
        : lower === NATIVE_TOKEN_ADDRESS
          ? config.chains.find((chain) => chain.caip2 === caip2)
          : undefined
      // Bitcoin's one asset: `bip122:<genesis prefix>:native` (the bitcoin plugin's fiat value of a balance).
      const bitcoin = caip2?.startsWith('bip122:') && tokenAddress === 'native' ? BTC_CURRENCY : undefined
      const asset = token ?? native?.nativeCurrency ?? bitcoin
      if (!asset) return []
      return [
        {
          name: asset.name,
          symbol: asset.symbol,
          iconUrl: tokenIconUrl(c.req.url, asset.symbol),
          price: priceOf(config.prices, asset.symbol),
        },
      ]
    })
    return c.json({ fungibles })
  })

  routes.get('/v1/account/:address/history', async (c) => {
    const { address } = parseInput(accountAddressParamSchema, c.req.param(), 'path')
    const query = parseInput(activityHistoryQuerySchema, c.req.query(), 'query')
    const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor)
    if (query.cursor !== undefined && !cursor) {
      throw new ServiceError(
        400,
        'INVALID_INPUT',
        'query.cursor: pass the `next` value of the previous page unchanged',
      )
    }
    return c.json(
      await queryHistory(database, {
        address,
        chainId: query.chainId,
        cursor,
        pageSize: parameters.historyPageSize ?? HISTORY_PAGE_SIZE,
        config,
        iconUrlOf: (symbol) => tokenIconUrl(c.req.url, symbol),
      }),
    )
  })

  routes.get('/v1/identity/:address', async (c) => {
    const { address } = parseInput(addressParamSchema, c.req.param(), 'path')
    return c.json(await identityOf(database, address, ensIdentity))
  })

  return routes
}
