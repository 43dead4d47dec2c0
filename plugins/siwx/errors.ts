import { BaseError } from 'walletdock/errors'

/** spec section 8: a sign-in was asked of an instance without the siwx plugin, or with no format for the namespace. */
export class SiwxNotEnabledError extends BaseError {
  override name = 'SiwxNotEnabledError' as const
  constructor({ details }: { details?: string } = {}) {
    super('SIWX is not enabled', { code: 'SIWX_NOT_ENABLED', ...(details ? { details } : {}) })
  }
}

/** spec section 8: a sign-in was asked with no connected account. */
export class NoActiveCaipAddressError extends BaseError {
  override name = 'NoActiveCaipAddressError' as const
  constructor() {
    super('No ActiveCaipAddress found', { code: 'NO_ACTIVE_CAIP_ADDRESS' })
  }
}

/** spec section 8: the sign-in could not start (its message code or the nonce did not load); the account is disconnected. */
export class SiwxInitError extends BaseError {
  override name = 'SiwxInitError' as const
  constructor({ cause }: { cause: unknown }) {
    super('A problem occurred while trying initialize authentication', { code: 'SIWX_INIT_FAILED', cause })
  }
}
