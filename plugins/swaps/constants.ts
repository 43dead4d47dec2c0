import { defineStorageKey } from 'walletdock/plugin'
import * as z from 'zod/mini'

/** spec section 9: a quote is asked 500 ms after the last key in the amount. */
export const QUOTE_DEBOUNCE_MS = 500
/** How often a sent swap or approval is looked for on the chain, and for how long. */
export const RECEIPT_POLL_MS = 500
export const RECEIPT_TIMEOUT_MS = 120_000
/** A network's gas price is asked again after this long (each quote's network fee is computed with it). */
export const GAS_PRICE_TTL_MS = 10_000

/** The last pair swapped (CAIP-10 token addresses): the Swap view opens on it when no data names tokens. */
export const LAST_PAIR = defineStorageKey(
  '@appkit/swaps-last-pair',
  z.object({ fromToken: z.string().check(z.maxLength(128)), toToken: z.string().check(z.maxLength(128)) }),
)
