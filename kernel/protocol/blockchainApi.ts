import * as z from 'zod/mini'
import { CAIP2_PATTERN, CAIP10_PATTERN } from '../rules/caip.js'
import { projectIdSchema } from '../rules/projectIdSchema.js'

/** Wire schemas of the blockchain API (spec section 7, "Wallet API"), shared by services/ and the kernel (zod/mini). */

const caip2 = z.string().check(z.regex(CAIP2_PATTERN, 'must be a CAIP-2 chain id such as eip155:1'))
const evmAddress = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address: 0x followed by 40 hex characters'))
const usd = z.enum(['usd'], { error: 'currency must be "usd"' })

export const supportedChainsResponseSchema = z.object({
  http: z.array(caip2),
  ws: z.array(caip2),
})
export type SupportedChainsResponse = z.infer<typeof supportedChainsResponseSchema>

export const addressParamSchema = z.object({ address: evmAddress })

const solanaAddress = z
  .string()
  .check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'must be a Solana address: 32 to 44 base58 characters'))

/** An account on any served namespace: an EVM address, or a Solana address (spec 5: 32 to 44 base58 characters). */
export const accountAddressParamSchema = z.object({
  address: z.union([evmAddress, solanaAddress], {
    error:
      'must be an EVM address (0x followed by 40 hex characters) or a Solana address (32 to 44 base58 characters)',
  }),
})

export const balanceQuerySchema = z.object({
  currency: z._default(usd, 'usd'),
  chainId: z.optional(caip2),
  forceUpdate: z.optional(z.string().check(z.maxLength(128))),
})
export type BalanceQuery = z.infer<typeof balanceQuerySchema>

/** Balance item of spec section 3. */
export const balanceItemSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.optional(z.string()),
  value: z.number(),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})
export type BalanceItem = z.infer<typeof balanceItemSchema>

export const balanceResponseSchema = z.object({ balances: z.array(balanceItemSchema) })
export type BalanceResponse = z.infer<typeof balanceResponseSchema>

export const fungiblePriceBodySchema = z.object({
  currency: usd,
  projectId: projectIdSchema('projectId is required in the body'),
  addresses: z
    .array(z.string().check(z.regex(CAIP10_PATTERN, 'each address must be CAIP-10, e.g. eip155:31337:0x...')))
    .check(
      z.minLength(1, 'addresses must list at least one CAIP-10 token address'),
      z.maxLength(100, 'addresses may list at most 100 tokens'),
    ),
})
export type FungiblePriceBody = z.infer<typeof fungiblePriceBodySchema>

export const fungiblePriceResponseSchema = z.object({
  fungibles: z.array(
    z.object({ name: z.string(), symbol: z.string(), iconUrl: z.string(), price: z.number() }),
  ),
})
export type FungiblePriceResponse = z.infer<typeof fungiblePriceResponseSchema>

export const identityResponseSchema = z.object({
  name: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
})
export type IdentityResponse = z.infer<typeof identityResponseSchema>

/** Spec 7/9: JSON-RPC batches to the RPC host hold at most 1000 calls. */
export const RPC_BATCH_MAX = 1000

/** The query of the RPC host, POST /v1/?chainId=...&projectId=... (spec 7, Blockchain RPC). */
export const rpcQuerySchema = z.object({
  chainId: caip2,
  projectId: projectIdSchema('projectId is required: pass ?projectId=<your project id>'),
})

export const rpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0', { error: 'jsonrpc must be "2.0"' }),
  id: z.optional(z.union([z.string(), z.number(), z.null()])),
  method: z.string().check(z.minLength(1, 'method is required'), z.maxLength(128)),
  params: z.optional(z.unknown()),
})

/** A batch of 1 to 1000 JSON-RPC 2.0 requests. */
export const rpcBatchSchema = z
  .array(rpcRequestSchema)
  .check(
    z.minLength(1, 'a batch holds at least one request'),
    z.maxLength(RPC_BATCH_MAX, `a batch holds at most ${RPC_BATCH_MAX} requests`),
  )

/** One JSON-RPC 2.0 request or a batch of them. */
export const rpcBodySchema = z.union([rpcRequestSchema, rpcBatchSchema])
export type RpcBody = z.infer<typeof rpcBodySchema>
