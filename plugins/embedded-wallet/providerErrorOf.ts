import { ProviderRpcError, UserRejectedRequestError } from 'walletdock/errors'
import { EmbeddedFrameError } from './embeddedFrameError.js'

/** A frame's refusal as the provider error an app expects: 4001 is the person's Reject, other codes keep theirs. */
export function providerErrorOf(error: unknown): unknown {
  if (error instanceof EmbeddedFrameError && error.code === 4001)
    return new UserRejectedRequestError({ cause: error })
  if (error instanceof EmbeddedFrameError && typeof error.code === 'number')
    return new ProviderRpcError(error.shortMessage, { code: error.code, cause: error })
  return error
}
