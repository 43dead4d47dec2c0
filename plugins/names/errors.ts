import { BaseError } from 'walletdock/errors'

type Cause = { cause?: unknown }

/** spec section 8: a name could not be resolved (the services' profile API failed). */
export class NameResolveError extends BaseError {
  override name = 'NameResolveError' as const
  constructor({ cause }: Cause = {}) {
    super('Error resolving name', { cause, code: 'NAME_RESOLVE_FAILED' })
  }
}

/** spec section 8: the name suggestions could not be read. */
export class NameSuggestionsError extends BaseError {
  override name = 'NameSuggestionsError' as const
  constructor({ cause }: Cause = {}) {
    super('Error fetching name suggestions', { cause, code: 'NAME_SUGGESTIONS_FAILED' })
  }
}

/** spec section 8: the names of an address could not be read. */
export class NamesForAddressError extends BaseError {
  override name = 'NamesForAddressError' as const
  constructor({ cause }: Cause = {}) {
    super('Error fetching names for address', { cause, code: 'NAMES_FOR_ADDRESS_FAILED' })
  }
}

/** spec section 8: registering a name failed (the wallet refused to sign, the name is taken, ...). */
export class NameRegisterError extends BaseError {
  override name = 'NameRegisterError' as const
  constructor({ name, cause }: { name: string } & Cause) {
    super(`Error registering name ${name}`, { cause, code: 'NAME_REGISTER_FAILED' })
  }
}

/**
 * spec section 8: a name is registered for the connected eip155 account, signed by its wallet; there is no such
 * account, or no connector to sign with.
 */
export class NameAccountNotFoundError extends BaseError {
  override name = 'NameAccountNotFoundError' as const
  constructor() {
    super('Address or auth connector not found', { code: 'NAME_ACCOUNT_NOT_FOUND' })
  }
}
