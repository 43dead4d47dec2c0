import { BaseError } from './base.js'

export type HttpRequestErrorParameters = {
  status: number
  url?: string | undefined
  /** The services API's own error code from the body (e.g. UNKNOWN_PROJECT), when it sent one. */
  apiCode?: string | undefined
  /** What else is known (a JSON-RPC call: which method, and what the body was). */
  details?: string | undefined
  cause?: unknown
}

/** A services API call, or a JSON-RPC call (`callJsonRpc`), answered with a non-2xx status. */
export class HttpRequestError extends BaseError {
  override name = 'HttpRequestError' as const
  readonly status: number
  readonly url: string | undefined
  readonly apiCode: string | undefined
  constructor({ status, url, apiCode, details, cause }: HttpRequestErrorParameters) {
    super(`HTTP status code: ${status}`, {
      cause,
      details,
      code: status,
      metaMessages: url ? [`URL: ${url}`] : undefined,
    })
    this.status = status
    this.url = url
    this.apiCode = apiCode
  }
}

/** The services API's code for a page origin not on the project's allow list. */
export const ORIGIN_NOT_ALLOWED = 'ORIGIN_NOT_ALLOWED'

/**
 * True when the services API refused the request because the page's origin is not on the project's
 * allow list (its 403 ORIGIN_NOT_ALLOWED, or an error caused by one): the instance shows 'Origin Not
 * Allowed' with the command that adds the origin, so a view need not say "could not be loaded".
 */
export function isOriginRefusal(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 8; depth++) {
    if (current instanceof HttpRequestError && current.apiCode === ORIGIN_NOT_ALLOWED) return true
    current = current.cause
  }
  return false
}

/** A response arrived but did not have the shape the caller expects. */
export class InvalidResponseError extends BaseError {
  override name = 'InvalidResponseError' as const
  constructor({ url, details, cause }: { url?: string; details?: string; cause?: unknown }) {
    super('Invalid response from the services API', {
      cause,
      details,
      metaMessages: url ? [`URL: ${url}`] : undefined,
    })
  }
}

/** Allowed-origins fetch answered 429. */
export class RateLimitedError extends BaseError {
  override name = 'RateLimitedError' as const
  constructor({ cause }: { cause?: unknown } = {}) {
    super('Rate limited', { cause, code: 'RATE_LIMITED' })
  }
}

/** Allowed-origins fetch answered 500 to 599. */
export class ServerError extends BaseError {
  override name = 'ServerError' as const
  constructor({ cause }: { cause?: unknown } = {}) {
    super('Server error', { cause, code: 'SERVER_ERROR' })
  }
}

/** fetch itself failed (offline, DNS, CORS): there is no HTTP status. */
export class NetworkRequestError extends BaseError {
  override name = 'NetworkRequestError' as const
  constructor({ url, cause }: { url?: string; cause?: unknown }) {
    super('Network request failed', { cause, metaMessages: url ? [`URL: ${url}`] : undefined })
  }
}
