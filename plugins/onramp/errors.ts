import { BaseError } from 'walletdock/errors'

type Cause = { cause?: unknown }

/** spec section 5: the amount is outside the payment method's limits. */
export class OnRampLimitError extends BaseError {
  override name = 'OnRampLimitError' as const
  readonly limit: 'min' | 'max'
  constructor({
    limit,
    bound,
    currency,
    method,
    cause,
  }: { limit: 'min' | 'max'; bound: string; currency: string; method: string } & Cause) {
    super(
      limit === 'min'
        ? `The minimum by ${method} is ${bound} ${currency}`
        : `The maximum by ${method} is ${bound} ${currency}`,
      {
        cause,
        code: limit === 'min' ? 'ONRAMP_BELOW_MINIMUM' : 'ONRAMP_ABOVE_MAXIMUM',
      },
    )
    this.limit = limit
  }
}

/** The amount is not a number of the payment currency (at most 2 decimals). */
export class OnRampInvalidAmountError extends BaseError {
  override name = 'OnRampInvalidAmountError' as const
  constructor({ cause }: Cause = {}) {
    super('Enter an amount, like 50 or 50.00', { cause, code: 'ONRAMP_INVALID_AMOUNT' })
  }
}

/** Nothing can be bought on the connected network. */
export class OnRampUnsupportedNetworkError extends BaseError {
  override name = 'OnRampUnsupportedNetworkError' as const
  constructor({ network, cause }: { network?: string | undefined } & Cause = {}) {
    super('Buying is not available on this network', {
      cause,
      code: 'ONRAMP_UNSUPPORTED_NETWORK',
      metaMessages: network ? [`Network: ${network}`] : undefined,
    })
  }
}

/** The browser blocked the provider's window. */
export class OnRampPopupBlockedError extends BaseError {
  override name = 'OnRampPopupBlockedError' as const
  constructor({ cause }: Cause = {}) {
    super('The provider window was blocked; allow pop-ups for this site and try again', {
      cause,
      code: 'ONRAMP_POPUP_BLOCKED',
    })
  }
}

/** The provider's window was closed before the purchase was paid. */
export class OnRampProviderClosedError extends BaseError {
  override name = 'OnRampProviderClosedError' as const
  constructor({ cause }: Cause = {}) {
    super('The provider window was closed before the purchase was paid', {
      cause,
      code: 'ONRAMP_PROVIDER_CLOSED',
    })
  }
}

/** The purchase was paid but the tokens did not show in the balance in time. */
export class OnRampFundsTimeoutError extends BaseError {
  override name = 'OnRampFundsTimeoutError' as const
  constructor({ cause }: Cause = {}) {
    super('The purchase was paid but the tokens have not arrived yet; check your balance later', {
      cause,
      code: 'ONRAMP_FUNDS_TIMEOUT',
    })
  }
}
