import { defineStorageKey } from 'walletdock/plugin'
import * as z from 'zod/mini'
import { FALLBACK_PAYMENT_CURRENCIES, type OnrampOptions, PAYMENT_METHOD_LIMITS } from './protocol/onramp.js'

/** The payment currency and method the person chose last time (kept for the next visit). */
export const LAST_PAYMENT_CURRENCY = defineStorageKey(
  '@appkit/onramp-currency',
  z.enum(FALLBACK_PAYMENT_CURRENCIES),
)
export const LAST_PAYMENT_METHOD = defineStorageKey(
  '@appkit/onramp-method',
  z.enum(['card', 'ach_bank_account']),
)

/** spec section 9: a typed amount is quoted 500 ms after the last key. */
export const QUOTE_DEBOUNCE_MS = 500
/** Ours: how often the balance is read while the bought tokens are on their way, and for how long at most. */
export const BALANCE_POLL_MS = 1_000
export const BALANCE_WAIT_MS = 120_000
/** Ours: how often the popup is checked for having been closed. */
export const POPUP_POLL_MS = 500
/** The provider the services link to (a meld-type provider, spec 9; `appkit dev`'s sandbox). */
export const PROVIDER = { id: 'sandbox', name: 'Sandbox Pay' } as const
export const POPUP_FEATURES = 'popup,width=440,height=680'

/**
 * spec section 7: when the options cannot be loaded, the view shows sample data (marked as such): USDC on Ethereum,
 * and the fallback currencies USD and EUR with the spec's limits.
 */
export const SAMPLE_OPTIONS: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        {
          name: 'eip155:1',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        },
      ],
    },
  ],
  paymentCurrencies: FALLBACK_PAYMENT_CURRENCIES.map((id) => ({
    id,
    payment_method_limits: PAYMENT_METHOD_LIMITS.map((limit) => ({ ...limit })),
  })),
}
