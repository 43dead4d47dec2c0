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

/** A JSON-RPC node answered a call with an error: its code and message, as the node sent them. */
export class RpcResponseError extends BaseError {
  override name = 'RpcResponseError' as const
  declare readonly code: number
  /** The error's `data` member, when the node sent one (a revert's bytes, ...). */
  readonly data: unknown
  constructor({
    code,
    message,
    data,
    origin,
    method,
  }: RpcAnswerContext & { code: number; message: string; data?: unknown }) {
    super(message, { code, metaMessages: [`RPC: ${origin}`, `Method: ${method}`] })
    this.data = data
  }
}

type RpcAnswerContext = { origin: string; method: string }

/** A JSON-RPC node's answer was not JSON, or not a JSON-RPC 2.0 answer to the call; `details` says what was wrong. */
export class InvalidRpcResponseError extends BaseError {
  override name = 'InvalidRpcResponseError' as const
  constructor({ origin, method, details, cause }: RpcAnswerContext & { details: string; cause?: unknown }) {
    super(`Invalid response from the RPC at ${origin}`, {
      cause,
      details,
      metaMessages: [`Method: ${method}`],
    })
  }
}
