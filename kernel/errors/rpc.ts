import { BaseError } from './base.js'

type Cause = { cause?: unknown }

export class NoRpcUrlError extends BaseError {
  override name = 'NoRpcUrlError' as const
  constructor({ chainId, cause }: { chainId?: string | number } & Cause = {}) {
    super('No RPC url provided for chainId', {
      cause,
      metaMessages: chainId === undefined ? undefined : [`Chain id: ${chainId}`],
    })
  }
}

export class SignClientNotInitializedError extends BaseError {
  override name = 'SignClientNotInitializedError' as const
  constructor({ cause }: Cause = {}) {
    super('Sign Client not initialized', { cause })
  }
}

export class SessionNotInitializedError extends BaseError {
  override name = 'SessionNotInitializedError' as const
  constructor({ cause }: Cause = {}) {
    super('Session not initialized', { cause })
  }
}

/** A request named a chain whose namespace is not connected (spec section 5). */
export class ConnectBeforeRequestError extends BaseError {
  override name = 'ConnectBeforeRequestError' as const
  constructor({ cause }: Cause = {}) {
    super('Please call connect() before request()', { cause })
  }
}
