import { CAIP2_PATTERN } from 'walletdock/rules'
import * as z from 'zod/mini'

/**
 * The activity plugin's wire contract: GET /v1/account/{address}/history (spec sections 3 and 7), as the
 * services answer it and the Activity tab reads it. A transfer carries `fungible_info` (a coin or token) or
 * `nft_info` (an ERC-721 token: its name, a content preview URL and `flags.is_spam`).
 */

const caip2 = z.string().check(z.regex(CAIP2_PATTERN, 'must be a CAIP-2 chain id such as eip155:1'))

/** The query: the `next` of the previous page, and the chain to read. */
export const activityHistoryQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(256, 'cursor is at most 256 characters'))),
  chainId: z.optional(caip2),
})
export type ActivityHistoryQuery = z.infer<typeof activityHistoryQuerySchema>

/** The operations an indexer may name; the Activity tab signs receive, deposit, borrow, claim (+) and withdraw, repay, burn (-). */
export const OPERATION_TYPES = [
  'send',
  'receive',
  'execute',
  'mint',
  'burn',
  'deposit',
  'withdraw',
  'borrow',
  'repay',
  'claim',
  'approve',
  'trade',
] as const
export type OperationType = (typeof OPERATION_TYPES)[number]

const fungibleInfoSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  icon: z.optional(z.object({ url: z.string() })),
})

const nftInfoSchema = z.object({
  name: z.nullable(z.string()),
  content: z.optional(z.object({ preview: z.optional(z.object({ url: z.string() })) })),
  flags: z.object({ is_spam: z.boolean() }),
})
export type NftInfo = z.infer<typeof nftInfoSchema>

export const activityTransferSchema = z.object({
  fungible_info: z.optional(fungibleInfoSchema),
  nft_info: z.optional(nftInfoSchema),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string() }),
  value: z.number(),
  price: z.number(),
})
export type ActivityTransfer = z.infer<typeof activityTransferSchema>

/** A transaction of spec section 3. */
export const activityTransactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    minedAt: z.string(),
    chain: z.string(),
    operationType: z.enum(OPERATION_TYPES),
    status: z.enum(['confirmed', 'failed', 'pending']),
    sentFrom: z.string(),
    sentTo: z.string(),
    hash: z.string(),
  }),
  transfers: z.array(activityTransferSchema),
})
export type ActivityTransaction = z.infer<typeof activityTransactionSchema>

export const activityHistoryResponseSchema = z.object({
  data: z.array(activityTransactionSchema),
  next: z.nullable(z.string()),
})
export type ActivityHistoryResponse = z.infer<typeof activityHistoryResponseSchema>
