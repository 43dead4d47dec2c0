import { BaseError } from './base.js'

type Cause = { cause?: unknown }

export class GasPriceNetworkError extends BaseError {
  override name = 'GasPriceNetworkError' as const
  constructor({ cause }: Cause = {}) {
    super('Network not supported for Gas Price', { cause })
  }
}

export class SwapsNetworkError extends BaseError {
  override name = 'SwapsNetworkError' as const
  constructor({ cause }: Cause = {}) {
    super('Network not supported for Swaps', { cause })
  }
}

export type NameErrorAction = 'resolve' | 'suggestions' | 'reverse' | 'register'

/** Name service failures (spec section 8): resolve, suggestions, names for address, register. */
export class NameServiceError extends BaseError {
  override name = 'NameServiceError' as const
  readonly action: NameErrorAction
  constructor({ action, name, cause }: { action: NameErrorAction; name?: string } & Cause) {
    const text = {
      resolve: 'Error resolving name',
      suggestions: 'Error fetching name suggestions',
      reverse: 'Error fetching names for address',
      register: `Error registering name ${name ?? ''}`.trim(),
    }[action]
    super(text, { cause })
    this.action = action
  }
}

export class AddressOrAuthConnectorNotFoundError extends BaseError {
  override name = 'AddressOrAuthConnectorNotFoundError' as const
  constructor({ cause }: Cause = {}) {
    super('Address or auth connector not found', { cause })
  }
}

export type SendErrorReason = 'amountAndReceiver' | 'token' | 'unsupportedChain' | 'tokenAddress'

/** Send validation failures (spec section 5). */
export class SendError extends BaseError {
  override name = 'SendError' as const
  readonly reason: SendErrorReason
  constructor({ reason, cause }: { reason: SendErrorReason } & Cause) {
    const text = {
      amountAndReceiver: 'An amount and receiver address are required',
      token: 'A token is required',
      unsupportedChain: 'Unsupported chain',
      tokenAddress: 'Token address is required for an ERC20 transfer',
    }[reason]
    super(text, { cause })
    this.reason = reason
  }
}

/** A signature must be 65 bytes with recovery value 0, 1, 27 or 28 (spec section 5). */
export class InvalidSignatureError extends BaseError {
  override name = 'InvalidSignatureError' as const
  constructor({ details, cause }: { details?: string } & Cause = {}) {
    super('Invalid signature: it must be 65 bytes with a recovery value of 0, 1, 27 or 28', {
      details,
      cause,
    })
  }
}
