import { BaseError } from 'walletdock/errors'

/** The services could not list the account's NFTs. */
export class FetchNftsError extends BaseError {
  override name = 'FetchNftsError' as const
  constructor({ cause }: { cause?: unknown } = {}) {
    super('Failed to fetch NFTs', { cause, code: 'FETCH_NFTS_FAILED' })
  }
}
