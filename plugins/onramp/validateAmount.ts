import { OnRampInvalidAmountError, OnRampLimitError } from './errors.js'
import { limitBroken, type OnrampOptions } from './protocol/onramp.js'

const METHOD_NAMES: Readonly<Record<string, string>> = { card: 'card', ach_bank_account: 'bank account' }

/** The limits of `method` in `currency` from the options, if the options name them. */
export function limitsOf(options: OnrampOptions, currency: string, method: string) {
  return options.paymentCurrencies
    .find((entry) => entry.id === currency)
    ?.payment_method_limits.find((entry) => entry.id === method)
}

/**
 * spec section 5: an amount is a number of the payment currency with at most 2 decimals, within the payment
 * method's limits (card 10.00 to 7500.00, bank account 10.00 to 25000.00 in the fallback); the error to show, or
 * undefined.
 */
export function validateAmount(
  amount: string,
  currency: string,
  method: string,
  options: OnrampOptions,
): OnRampLimitError | OnRampInvalidAmountError | undefined {
  const text = amount.trim()
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(text)) return new OnRampInvalidAmountError()
  const limit = limitsOf(options, currency, method)
  if (!limit) return undefined
  const broken = limitBroken(text, limit)
  if (!broken) return undefined
  return new OnRampLimitError({
    limit: broken,
    bound: broken === 'min' ? limit.min : limit.max,
    currency,
    method: METHOD_NAMES[method] ?? method,
  })
}
