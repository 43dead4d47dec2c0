import { z } from 'zod'

/** Wire schemas of the blockchain API (spec section 7, "Wallet API"), shared by services/ and the kernel. */

const caip2 = z
  .string()
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 chain id such as eip155:1')
const evmAddress = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address: 0x followed by 40 hex characters')

export const supportedChainsResponseSchema = z.object({
  http: z.array(caip2),
  ws: z.array(caip2),
})
export type SupportedChainsResponse = z.infer<typeof supportedChainsResponseSchema>

export const addressParamSchema = z.object({ address: evmAddress })

export const balanceQuerySchema = z.object({
  currency: z.enum(['usd'], { error: 'currency must be "usd"' }).default('usd'),
  chainId: caip2.optional(),
  forceUpdate: z.string().max(128).optional(),
})
export type BalanceQuery = z.infer<typeof balanceQuerySchema>

/** Balance item of spec section 3. */
export const balanceItemSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.string().optional(),
  value: z.number(),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})
export type BalanceItem = z.infer<typeof balanceItemSchema>

export const balanceResponseSchema = z.object({ balances: z.array(balanceItemSchema) })
export type BalanceResponse = z.infer<typeof balanceResponseSchema>

export const fungiblePriceBodySchema = z.object({
  currency: z.enum(['usd'], { error: 'currency must be "usd"' }),
  projectId: z.string().min(1, 'projectId is required in the body'),
  addresses: z
    .array(
      z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/, {
        error: 'each address must be CAIP-10, e.g. eip155:31337:0x...',
      }),
    )
    .min(1, 'addresses must list at least one CAIP-10 token address')
    .max(100, 'addresses may list at most 100 tokens'),
})
export type FungiblePriceBody = z.infer<typeof fungiblePriceBodySchema>

export const fungiblePriceResponseSchema = z.object({
  fungibles: z.array(
    z.object({ name: z.string(), symbol: z.string(), iconUrl: z.string(), price: z.number() }),
  ),
})
export type FungiblePriceResponse = z.infer<typeof fungiblePriceResponseSchema>

export const historyQuerySchema = z.object({
  cursor: z.string().max(256).optional(),
  chainId: caip2.optional(),
})
export type HistoryQuery = z.infer<typeof historyQuerySchema>

/** Transaction of spec section 3. */
export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    minedAt: z.string(),
    chain: z.string(),
    operationType: z.enum(['send', 'receive', 'execute']),
    status: z.enum(['confirmed', 'failed']),
    sentFrom: z.string(),
    sentTo: z.string(),
    hash: z.string(),
  }),
  transfers: z.array(
    z.object({
      fungible_info: z
        .object({ name: z.string(), symbol: z.string(), icon: z.object({ url: z.string() }) })
        .optional(),
      direction: z.enum(['in', 'out', 'self']),
      quantity: z.object({ numeric: z.string() }),
      value: z.number(),
      price: z.number(),
    }),
  ),
})
export type Transaction = z.infer<typeof transactionSchema>

export const historyResponseSchema = z.object({
  data: z.array(transactionSchema),
  next: z.string().nullable(),
})
export type HistoryResponse = z.infer<typeof historyResponseSchema>

export const identityResponseSchema = z.object({ name: z.string().nullable(), avatar: z.string().nullable() })
export type IdentityResponse = z.infer<typeof identityResponseSchema>
