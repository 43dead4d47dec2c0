import * as z from 'zod/mini'

/**
 * The on-ramp wire contract (spec sections 3, 5 and 7), shared by the onramp plugin, the services' on-ramp API
 * (services/api/onramp/) and the sandbox provider (services/onrampSandbox/). Imports only zod/mini. See
 * docs/plugins/onramp.md.
 */

/** Ours: the largest body of an on-ramp route (a quote or a link asks for a few short fields). */
export const ONRAMP_MAX_BODY_BYTES = 4 * 1024
/** Ours: the most destination wallets one link may name. */
export const ONRAMP_MAX_WALLETS = 8
/** spec section 9: the fallback payment currencies. */
export const FALLBACK_PAYMENT_CURRENCIES = ['USD', 'EUR'] as const
/** spec section 5: payment limits (USD fallback): card 10.00 to 7500.00; bank account 10.00 to 25000.00. */
export const PAYMENT_METHOD_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const
export type PaymentMethodId = (typeof PAYMENT_METHOD_LIMITS)[number]['id']
/** spec section 9: the provider's fee is 1 to 2 % (ours: 2 % by card, 1 % by bank account). */
export const PROVIDER_FEE_PERCENT: Readonly<Record<PaymentMethodId, number>> = {
  card: 2,
  ach_bank_account: 1,
}

/** A decimal amount as text: digits, at most 2 decimals for money and 18 for tokens. */
const decimal = (what: string, decimals = 18) =>
  z
    .string({ error: `${what} must be a decimal number as text, like "50.00"` })
    .check(
      z.maxLength(40, `${what} is at most 40 characters`),
      z.regex(
        new RegExp(`^\\d{1,12}(\\.\\d{1,${decimals}})?$`),
        `${what} must be a positive decimal number with at most ${decimals} decimals, like "50.00"`,
      ),
    )
const code = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .check(
      z.regex(
        /^[A-Za-z0-9_]{2,16}$/,
        `${what} must be a currency or network code of 2 to 16 letters, digits or _`,
      ),
    )

/** A network as the options name it: CAIP-2 (`eip155:31337`) or a provider's name (`base`). */
const networkCode = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .check(
      z.regex(
        /^[A-Za-z0-9_-]{2,32}(:[A-Za-z0-9_-]{1,64})?$/,
        `${what} must be a network as the options name it, like eip155:31337`,
      ),
    )

export const amountSchema = z.object({ amount: z.string(), currency: z.string() })
export type Amount = z.infer<typeof amountSchema>

/** spec section 3, On-ramp options. */
export const onrampOptionsSchema = z.object({
  purchaseCurrencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      networks: z.array(
        z.object({
          name: z.string(),
          display_name: z.string(),
          chain_id: z.string(),
          contract_address: z.string(),
        }),
      ),
    }),
  ),
  paymentCurrencies: z.array(
    z.object({
      id: z.string(),
      payment_method_limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })),
    }),
  ),
})
export type OnrampOptions = z.infer<typeof onrampOptionsSchema>

/** spec section 7: POST /v1/onramp/quote; paymentMethod is ours (the limits differ by method; card by default). */
export const quoteRequestSchema = z.object({
  purchaseCurrency: code('purchaseCurrency'),
  paymentCurrency: code('paymentCurrency'),
  amount: decimal('amount', 2),
  network: networkCode('network'),
  paymentMethod: z.optional(
    z.enum(['card', 'ach_bank_account'], 'paymentMethod must be card or ach_bank_account'),
  ),
})
export type QuoteRequest = z.infer<typeof quoteRequestSchema>

/** spec section 3, Quote. */
export const quoteSchema = z.object({
  networkFee: amountSchema,
  paymentSubtotal: amountSchema,
  paymentTotal: amountSchema,
  purchaseAmount: amountSchema,
  quoteId: z.string(),
})
export type Quote = z.infer<typeof quoteSchema>

/** spec section 7: POST /v1/generators/onrampurl. */
export const onrampUrlRequestSchema = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: z
          .string({ error: 'address must be text' })
          .check(
            z.regex(
              /^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/,
              'address must be an EVM or Solana address',
            ),
          ),
        blockchains: z.optional(
          z.array(networkCode('blockchains[]')).check(z.maxLength(8, 'at most 8 blockchains')),
        ),
        assets: z.optional(z.array(code('assets[]')).check(z.maxLength(8, 'at most 8 assets'))),
      }),
    )
    .check(
      z.minLength(1, 'name one destination wallet'),
      z.maxLength(ONRAMP_MAX_WALLETS, `at most ${ONRAMP_MAX_WALLETS} wallets`),
    ),
  defaultNetwork: z.optional(networkCode('defaultNetwork')),
  partnerUserId: z
    .string({ error: 'partnerUserId must be text' })
    .check(z.regex(/^[A-Za-z0-9._:-]{1,64}$/, 'partnerUserId must be 1 to 64 letters, digits, or . _ : -')),
  defaultExperience: z.optional(z.literal('buy', 'defaultExperience must be "buy"')),
  presetCryptoAmount: z.optional(z.number().check(z.positive('presetCryptoAmount must be above 0'))),
  presetFiatAmount: z.optional(
    z
      .number()
      .check(z.positive('presetFiatAmount must be above 0'), z.maximum(1e9, 'presetFiatAmount is too large')),
  ),
  /** Ours: the fiat currency and payment method the page chose. */
  fiatCurrency: z.optional(code('fiatCurrency')),
  paymentMethod: z.optional(
    z.enum(['card', 'ach_bank_account'], 'paymentMethod must be card or ach_bank_account'),
  ),
})
export type OnrampUrlRequest = z.infer<typeof onrampUrlRequestSchema>
export const onrampUrlResponseSchema = z.object({ url: z.string() })

/** What the provider's page posts to the page that opened it (to that page's origin only). */
export const PROVIDER_MESSAGE_TYPE = 'walletdock:onramp-order'
export const providerMessageSchema = z.object({
  type: z.literal(PROVIDER_MESSAGE_TYPE),
  orderId: z.string().check(z.maxLength(64)),
  status: z.enum(['pending', 'completed', 'failed']),
  purchaseAmount: z.optional(amountSchema),
  network: z.optional(z.string().check(z.maxLength(64))),
  /** The delivery's transaction: an EVM hash, or a Solana signature (base58 of 64 bytes). */
  transactionHash: z.optional(z.string().check(z.regex(/^(0x[0-9a-fA-F]{64}|[1-9A-HJ-NP-Za-km-z]{64,88})$/))),
  /** Why a failed payment failed (the declined card), in the provider's words. */
  reason: z.optional(z.string().check(z.maxLength(200))),
})
export type ProviderMessage = z.infer<typeof providerMessageSchema>

/** Whether `amount` (a decimal as text) is within a method's limits; the limit it breaks otherwise. */
export function limitBroken(amount: string, limit: { min: string; max: string }): 'min' | 'max' | undefined {
  const value = Number(amount)
  if (!(value >= Number(limit.min))) return 'min'
  if (value > Number(limit.max)) return 'max'
  return undefined
}
