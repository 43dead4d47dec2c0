import { type Signal, signal } from 'walletdock/plugin'
import type { LoadedQuote } from './onrampClient.js'
import type { PaymentMethodId } from './protocol/onramp.js'

/** spec section 4: what the on-ramp view holds; `quotesLoading` is true while a quote is fetched. */
export type OnRampState = {
  paymentAmount: Signal<string>
  paymentCurrency: Signal<string>
  paymentMethod: Signal<PaymentMethodId>
  quotesLoading: Signal<boolean>
  quote: Signal<LoadedQuote | undefined>
  /** What is wrong with the amount (its limits), or a failed step. */
  error: Signal<string | undefined>
}

export function createOnRampState(initial: {
  currency?: string | undefined
  method?: PaymentMethodId | undefined
}): OnRampState {
  return {
    paymentAmount: signal(''),
    paymentCurrency: signal(initial.currency ?? 'USD'),
    paymentMethod: signal(initial.method ?? 'card'),
    quotesLoading: signal(false),
    quote: signal<LoadedQuote | undefined>(undefined),
    error: signal<string | undefined>(undefined),
  }
}
