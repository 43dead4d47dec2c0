import { projectIdSchema } from 'walletdock/rules'
import * as z from 'zod/mini'

/**
 * The convert API's wire contract (spec section 7, `/v1/convert/*`), shared by the swaps plugin and services/api.
 * Tokens and accounts are CAIP-10 (`eip155:31337:0x…`); the native currency is the address 0xeee…e. Amounts
 * are integers in the token's smallest unit, as decimal strings. One exception: a quote's `userAddress` may be
 * a plain `0x…` address, as AppKit 1.8's published client sends it (SwapController.swapTokens).
 */

/** The native currency's address in the convert API (as aggregators name ETH). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/** spec section 9: the swap slippage tolerance, in percent. */
export const SWAP_SLIPPAGE_TOLERANCE = 1
/** The largest body POST /v1/convert/build-transaction reads, in bytes. */
export const BUILD_TRANSACTION_MAX_BYTES = 2048

const caip2 = z
  .string()
  .check(z.regex(/^eip155:[0-9]{1,32}$/, 'must be an eip155 CAIP-2 chain id such as eip155:31337'))
const caip10 = z
  .string()
  .check(
    z.regex(
      /^eip155:[0-9]{1,32}:0x[0-9a-fA-F]{40}$/,
      'must be an eip155 CAIP-10 address such as eip155:31337:0x… (40 hex characters)',
    ),
  )
/**
 * The quote's account: CAIP-10, or a plain address, then on the chain of the quote's tokens (AppKit 1.8's
 * `fetchSwapQuote` sends the account's plain address; its allowance, approve and build calls send CAIP-10).
 */
const quoteAccount = z
  .string()
  .check(
    z.regex(
      /^(eip155:[0-9]{1,32}:)?0x[0-9a-fA-F]{40}$/,
      'must be an address 0x… (40 hex characters), plain or as eip155 CAIP-10 such as eip155:31337:0x…',
    ),
  )
const amount = z
  .string()
  .check(z.regex(/^[0-9]{1,78}$/, "must be an integer amount in the token's smallest unit (1 to 78 digits)"))
const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex'))

export const convertTokensQuerySchema = z.object({ chainId: caip2 })
export const convertTokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  /** CAIP-10. */
  address: z.string(),
  decimals: z.number(),
  logoUri: z.string(),
})
export type ConvertToken = z.infer<typeof convertTokenSchema>
export const convertTokensResponseSchema = z.object({ tokens: z.array(convertTokenSchema) })

export const convertQuotesQuerySchema = z.object({
  amount,
  /** CAIP-10, or a plain address on the chain of `from` and `to`. */
  userAddress: quoteAccount,
  from: caip10,
  to: caip10,
  /** Wei per gas the network fee is computed with; the chain's price when absent. */
  gasPrice: z.optional(amount),
})
export const convertQuoteSchema = z.object({
  id: z.nullable(z.string()),
  fromAmount: z.string(),
  fromAccount: z.string(),
  toAmount: z.string(),
  toAccount: z.string(),
  /** The token path through the pools (CAIP-10 each). */
  path: z.array(z.string()),
  /** How far the execution price is below the pools' mid price, in percent ('0.33'). */
  priceImpact: z.string(),
  /** Gas the swap takes (an estimate) and the network fee it costs at `gasPrice`, in wei. */
  gas: z.string(),
  networkFee: z.string(),
})
export type ConvertQuote = z.infer<typeof convertQuoteSchema>
export const convertQuotesResponseSchema = z.object({ quotes: z.array(convertQuoteSchema) })

export const convertAllowanceQuerySchema = z.object({ tokenAddress: caip10, userAddress: caip10 })
export const convertAllowanceResponseSchema = z.object({ allowance: z.string() })

export const convertGasPriceQuerySchema = z.object({ chainId: caip2 })
export const convertGasPriceResponseSchema = z.object({
  standard: z.string(),
  fast: z.string(),
  instant: z.string(),
})

export const convertBuildApproveQuerySchema = z.object({
  userAddress: caip10,
  /** The token to approve. */
  from: caip10,
  to: caip10,
  /** The amount the router may spend; the largest uint256 when absent. */
  amount: z.optional(amount),
})

export const convertBuildTransactionBodySchema = z.object({
  /** The project (the API's gate reads it here; a projectId in the query, if any, must be the same). */
  projectId: projectIdSchema('projectId is required in the body'),
  amount,
  from: caip10,
  to: caip10,
  userAddress: caip10,
  eip155: z.optional(
    z.object({
      /** Percent the received amount may fall below the quote; spec section 9's 1 when absent. */
      slippage: z.optional(
        z
          .union([z.number(), z.string().check(z.regex(/^[0-9]{1,2}(\.[0-9]{1,4})?$/))])
          .check(
            z.refine(
              (value) => Number(value) >= 0 && Number(value) < 50,
              'slippage must be a percent from 0 to 50',
            ),
          ),
      ),
    }),
  ),
  /** Skips the gas estimate (a fixed gas limit): for a swap that waits for its approval to be mined. */
  disableEstimate: z.optional(z.boolean()),
})
export type ConvertBuildTransactionBody = z.infer<typeof convertBuildTransactionBodySchema>

/** A transaction to send as it is: the wallet signs it. */
export const convertTransactionSchema = z.object({
  from: hex,
  to: hex,
  data: hex,
  value: z.string(),
  eip155: z.object({ gas: z.string(), gasPrice: z.string() }),
})
export type ConvertTransaction = z.infer<typeof convertTransactionSchema>
export const convertTransactionResponseSchema = z.object({ tx: convertTransactionSchema })
