import { BaseError } from './base.js'
import { JSON_RPC_ERROR_CODES } from './codes.js'

type Cause = { cause?: unknown }

export class JsonRpcProviderNotFoundError extends BaseError {
  override name = 'JsonRpcProviderNotFoundError' as const
  constructor({ chain, cause }: { chain: string } & Cause) {
    super(`JSON-RPC provider for ${chain} not found`, { cause })
  }
}

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

/** The embedded wallet refuses a method that is neither safe nor approvable (spec section 6). */
export class RpcMethodNotAllowedError extends BaseError {
  override name = 'RpcMethodNotAllowedError' as const
  readonly method: string | undefined
  constructor({ method, cause }: { method?: string } & Cause = {}) {
    super('Requested RPC call is not allowed', {
      cause,
      code: JSON_RPC_ERROR_CODES.methodNotSupported,
      metaMessages: method ? [`Method: ${method}`] : undefined,
    })
    this.method = method
  }
}

/** A request named a chain whose namespace is not connected (spec section 5). */
export class ConnectBeforeRequestError extends BaseError {
  override name = 'ConnectBeforeRequestError' as const
  constructor({ cause }: Cause = {}) {
    super('Please call connect() before request()', { cause })
  }
}

/** An embedded-wallet RPC request was aborted. */
export class RequestAbortedError extends BaseError {
  override name = 'RequestAbortedError' as const
  constructor({ cause }: Cause = {}) {
    super('Request was aborted', { cause })
  }
}

/** Any other aborted embedded-wallet request. */
export class SomethingWentWrongError extends BaseError {
  override name = 'SomethingWentWrongError' as const
  constructor({ cause }: Cause = {}) {
    super('Something went wrong', { cause })
  }
}

/** The embedded frame answered with an error event; its payload message, or a fallback. */
export class FrameError extends BaseError {
  override name = 'FrameError' as const
  constructor({ message, cause }: { message?: string | undefined } & Cause = {}) {
    super(message || 'An error occurred', { cause })
  }
}

export class EmailLoginDependencyError extends BaseError {
  override name = 'EmailLoginDependencyError' as const
  constructor({ cause }: Cause = {}) {
    super('Unable to load email login dependency', { cause })
  }
}

/** Email login can be triggered once per 30 s (spec section 5). */
export class EmailLoginCooldownError extends BaseError {
  override name = 'EmailLoginCooldownError' as const
  readonly secondsLeft: number
  constructor({ seconds, cause }: { seconds: number } & Cause) {
    super(`Please try again after ${seconds} seconds`, { cause })
    this.secondsLeft = seconds
  }
}
