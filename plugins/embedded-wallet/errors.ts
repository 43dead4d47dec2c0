import { BaseError } from 'walletdock/errors'

/** The farcaster sign-in of the embedded wallet failed (spec section 8). */
export class FarcasterConnectError extends BaseError {
  override name = 'FarcasterConnectError' as const
  constructor({ cause }: { cause?: unknown } = {}) {
    super('Failed to connect to farcaster', { cause, code: 'FARCASTER_CONNECT_FAILED' })
  }
}

/**
 * The embedded wallet's connector was never made (its setup failed: no secure site, ...): the email and social
 * methods waiting for it fail with spec 8's text instead of waiting for ever.
 */
export class NoAuthConnectorError extends BaseError {
  override name = 'NoAuthConnectorError' as const
  constructor({ cause }: { cause?: unknown } = {}) {
    super('No auth connector found', { cause, code: 'NO_AUTH_CONNECTOR' })
  }
}
