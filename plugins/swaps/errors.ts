import { BaseError } from 'walletdock/errors'

type Cause = { cause?: unknown }

/** spec section 8: the convert API does not serve the account's network. */
export class SwapsNetworkNotSupportedError extends BaseError {
  override name = 'SwapsNetworkNotSupportedError' as const
  constructor({ network, cause }: { network?: string | undefined } & Cause = {}) {
    super('Network not supported for Swaps', {
      cause,
      code: 'SWAPS_NETWORK_NOT_SUPPORTED',
      metaMessages: network ? [`Network: ${network}`] : undefined,
    })
  }
}

/** spec section 8: the convert API has no gas price for the account's network. */
export class GasPriceNetworkNotSupportedError extends BaseError {
  override name = 'GasPriceNetworkNotSupportedError' as const
  constructor({ network, cause }: { network?: string | undefined } & Cause = {}) {
    super('Network not supported for Gas Price', {
      cause,
      code: 'GAS_PRICE_NETWORK_NOT_SUPPORTED',
      metaMessages: network ? [`Network: ${network}`] : undefined,
    })
  }
}

/** The pools' price moved past the slippage tolerance before the swap was mined (the router's minimum). */
export class SwapSlippageExceededError extends BaseError {
  override name = 'SwapSlippageExceededError' as const
  constructor({ cause }: Cause = {}) {
    super('The price moved beyond the slippage tolerance; ask a new quote and try again', {
      cause,
      code: 'SWAP_SLIPPAGE_EXCEEDED',
    })
  }
}

/** The amount is not a positive number with at most the token's decimals. */
export class SwapInvalidAmountError extends BaseError {
  override name = 'SwapInvalidAmountError' as const
  constructor({ decimals, cause }: { decimals?: number | undefined } & Cause = {}) {
    super('Enter an amount above 0', {
      cause,
      code: 'SWAP_INVALID_AMOUNT',
      metaMessages: decimals === undefined ? undefined : [`At most ${decimals} decimals`],
    })
  }
}

/** The wallet sent the transaction but the chain did not mine it within the wait. */
export class SwapNotConfirmedError extends BaseError {
  override name = 'SwapNotConfirmedError' as const
  constructor({ hash, cause }: { hash: string } & Cause) {
    super('The transaction was not confirmed in time', { cause, code: 'SWAP_NOT_CONFIRMED', details: hash })
  }
}
