import { BaseError } from 'walletdock/errors'

type Cause = { cause?: unknown }

/** spec section 5: transactions need an account address; a history request without one is refused. */
export class ActivityAddressRequiredError extends BaseError {
  override name = 'ActivityAddressRequiredError' as const
  constructor({ cause }: Cause = {}) {
    super("Transactions can't be fetched without an account address", {
      cause,
      code: 'ACTIVITY_ADDRESS_REQUIRED',
    })
  }
}

/** spec section 4: the history request failed; the list is marked empty and ERROR_FETCH_TRANSACTIONS tracked. */
export class FetchTransactionsError extends BaseError {
  override name = 'FetchTransactionsError' as const
  constructor({ cause }: Cause = {}) {
    super('Failed to fetch transactions', { cause, code: 'FETCH_TRANSACTIONS_FAILED' })
  }
}
