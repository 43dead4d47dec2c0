import { BaseError } from 'walletdock/errors'

/** The farcaster sign-in of the embedded wallet failed (spec section 8). */
export class FarcasterConnectError extends BaseError {
  override name = 'FarcasterConnectError' as const
  constructor({ cause }: { cause?: unknown } = {}) {
    super('Failed to connect to farcaster', { cause, code: 'FARCASTER_CONNECT_FAILED' })
  }
}
