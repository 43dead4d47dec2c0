import { randomUUID } from 'node:crypto'
import { createPublicClient, http } from 'viem'
import {
  PAYMENT_METHOD_LIMITS,
  type PaymentMethodId,
  PROVIDER_FEE_PERCENT,
  type Quote,
} from '../../../plugins/onramp/protocol/onramp.js'
import type { ChainConfig, PriceTable } from '../../blockchain/chainConfig.js'
import { priceOf } from '../../blockchain/chainConfig.js'

/** Ours: the sandbox's fixed exchange rates, USD per unit of each payment currency it takes (spec 9: USD and EUR). */
export const USD_PER_FIAT: Readonly<Record<string, number>> = { USD: 1, EUR: 1.08 }
/** Ours: the gas an ERC-20 transfer to a fresh holder costs, which the network fee is priced on. */
export const TRANSFER_GAS = 65_000n

/** What a purchase costs and delivers; amounts in cents of the payment currency and in the token's units. */
export type PurchasePrice = {
  totalCents: bigint
  providerFeeCents: bigint
  networkFeeCents: bigint
  subtotalCents: bigint
  /** In the token's smallest unit. */
  purchaseUnits: bigint
}

/** Why a purchase cannot be priced: a sentence naming the field and what to do. */
export class PricingError extends Error {
  override name = 'PricingError'
}

/** "50.00" → 5000n; the schema already allows at most two decimals. */
export function centsOf(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2))
}
export const formatCents = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`
export function formatUnitsText(units: bigint, decimals: number): string {
  const text = units.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** Refuses an amount outside the payment method's limits (spec 5), with the limit in the message. */
export function checkLimits(amount: string, currency: string, method: PaymentMethodId): void {
  const limit = PAYMENT_METHOD_LIMITS.find((entry) => entry.id === method)
  if (!limit) throw new PricingError(`paymentMethod: ${method} is not offered; use card or ach_bank_account`)
  const cents = centsOf(amount)
  const name = method === 'card' ? 'card' : 'bank account'
  if (cents < centsOf(limit.min))
    throw new PricingError(
      `amount: ${amount} ${currency} is below the ${name} minimum of ${limit.min} ${currency}`,
    )
  if (cents > centsOf(limit.max))
    throw new PricingError(
      `amount: ${amount} ${currency} is above the ${name} maximum of ${limit.max} ${currency}`,
    )
}

/** The network fee of one token transfer on `chain` now, in cents of `currency` (at least 1 cent). */
export async function networkFeeCents(chain: ChainConfig, prices: PriceTable, currency: string) {
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: 5_000 }) })
  const gasPrice = await client.getGasPrice()
  const nativeUsd = priceOf(prices, chain.nativeCurrency.symbol)
  const usdPerFiat = USD_PER_FIAT[currency] ?? 1
  const wei = gasPrice * TRANSFER_GAS
  const cents = Math.ceil(
    ((Number(wei) / 10 ** chain.nativeCurrency.decimals) * nativeUsd * 100) / usdPerFiat,
  )
  return BigInt(Math.max(1, cents))
}

/**
 * Prices a purchase of `amount` (what the buyer pays, in `currency`): the provider's fee (spec 9: 1 to 2 %, by
 * method), the network fee, and what is left bought at the token's USD price.
 */
export function pricePurchase(parameters: {
  amount: string
  currency: string
  method: PaymentMethodId
  networkFeeCents: bigint
  token: { symbol: string; decimals: number }
  prices: PriceTable
}): PurchasePrice {
  const { currency, method, token } = parameters
  const usdPerFiat = USD_PER_FIAT[currency]
  if (usdPerFiat === undefined)
    throw new PricingError(
      `paymentCurrency: ${currency} is not offered; use one of ${Object.keys(USD_PER_FIAT).join(', ')}`,
    )
  checkLimits(parameters.amount, currency, method)
  const tokenUsd = priceOf(parameters.prices, token.symbol)
  if (tokenUsd <= 0)
    throw new PricingError(`purchaseCurrency: ${token.symbol} has no price; it cannot be bought`)
  const totalCents = centsOf(parameters.amount)
  // Rounded up: the provider never charges less than its percentage.
  const providerFeeCents = (totalCents * BigInt(PROVIDER_FEE_PERCENT[method] * 100) + 9_999n) / 10_000n
  const subtotalCents = totalCents - providerFeeCents - parameters.networkFeeCents
  if (subtotalCents <= 0n) throw new PricingError('amount: does not cover the fees; buy for more')
  // units = subtotal (fiat) × USD per fiat / token USD price, in the token's smallest unit; rounded down.
  const scale = 1_000_000n
  const rate = BigInt(Math.round((usdPerFiat / tokenUsd) * Number(scale)))
  const purchaseUnits = (subtotalCents * rate * 10n ** BigInt(token.decimals)) / (100n * scale)
  return {
    totalCents,
    providerFeeCents,
    networkFeeCents: parameters.networkFeeCents,
    subtotalCents,
    purchaseUnits,
  }
}

/** spec section 3: the Quote of a priced purchase. */
export function quoteOf(
  price: PurchasePrice,
  currency: string,
  token: { symbol: string; decimals: number },
): Quote {
  const money = (cents: bigint) => ({ amount: formatCents(cents), currency })
  return {
    networkFee: money(price.networkFeeCents),
    paymentSubtotal: money(price.subtotalCents),
    paymentTotal: money(price.totalCents),
    purchaseAmount: { amount: formatUnitsText(price.purchaseUnits, token.decimals), currency: token.symbol },
    quoteId: randomUUID(),
  }
}
