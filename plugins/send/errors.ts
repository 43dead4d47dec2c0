import { BaseError } from 'walletdock/errors'

type Cause = { cause?: unknown }

/** spec section 5: a send needs an amount and a receiver address. */
export class SendFieldsRequiredError extends BaseError {
  override name = 'SendFieldsRequiredError' as const
  constructor({ cause }: Cause = {}) {
    super('An amount and receiver address are required', { cause, code: 'SEND_FIELDS_REQUIRED' })
  }
}

/** spec section 5: a send needs a token. */
export class SendTokenRequiredError extends BaseError {
  override name = 'SendTokenRequiredError' as const
  constructor({ cause }: Cause = {}) {
    super('A token is required', { cause, code: 'SEND_TOKEN_REQUIRED' })
  }
}

/** spec section 5: sending is supported on eip155 and solana only. */
export class SendUnsupportedChainError extends BaseError {
  override name = 'SendUnsupportedChainError' as const
  constructor({ namespace, cause }: { namespace?: string | undefined } & Cause = {}) {
    super('Unsupported chain', {
      cause,
      code: 'SEND_UNSUPPORTED_CHAIN',
      metaMessages: namespace ? [`Namespace: ${namespace}`] : undefined,
    })
  }
}

/** spec section 5: an ERC-20 (a token, not the native currency) transfer needs the token's address. */
export class SendTokenAddressRequiredError extends BaseError {
  override name = 'SendTokenAddressRequiredError' as const
  constructor({ symbol, cause }: { symbol?: string | undefined } & Cause = {}) {
    super('The token address is required for an ERC20 transfer', {
      cause,
      code: 'SEND_TOKEN_ADDRESS_REQUIRED',
      metaMessages: symbol ? [`Token: ${symbol}`] : undefined,
    })
  }
}

/** The amount is not a positive number with at most the token's decimals. */
export class SendInvalidAmountError extends BaseError {
  override name = 'SendInvalidAmountError' as const
  constructor({ decimals, cause }: { decimals?: number | undefined } & Cause = {}) {
    super('Enter an amount above 0', {
      cause,
      code: 'SEND_INVALID_AMOUNT',
      metaMessages: decimals === undefined ? undefined : [`At most ${decimals} decimals`],
    })
  }
}

/** The receiver is neither an address of the namespace nor a name a resolver knows. */
export class SendInvalidReceiverError extends BaseError {
  override name = 'SendInvalidReceiverError' as const
  constructor({ cause }: Cause = {}) {
    super('Invalid receiver address', { cause, code: 'SEND_INVALID_RECEIVER' })
  }
}

/** spec section 9: the pending transactions limit (99). */
export class PendingTransactionsLimitError extends BaseError {
  override name = 'PendingTransactionsLimitError' as const
  constructor({ limit, cause }: { limit: number } & Cause) {
    super(`Too many pending transactions (at most ${limit}); wait for some to confirm`, {
      cause,
      code: 'PENDING_TRANSACTIONS_LIMIT',
    })
  }
}
