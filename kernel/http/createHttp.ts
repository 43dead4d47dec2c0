import type { FetchLike } from './createApiClient.js'
import type { RetryEnvironment } from './retryEnvironment.js'
import { withRetry } from './withRetry.js'

export type CreateHttpParameters = {
  fetch?: FetchLike | undefined
  /** Retries after the first attempt; default 3 (spec section 4). */
  retries?: number | undefined
  environment?: RetryEnvironment | undefined
}

export type Http = { fetch(input: string | URL, init?: RequestInit): Promise<Response> }
export type CreateHttpReturnType = Http

const IDEMPOTENT_METHODS = ['GET', 'HEAD', 'OPTIONS']
/** Statuses worth another try for an idempotent request. */
const RETRYABLE_STATUSES = [408, 429, 500, 502, 503, 504]

class RetryableStatus extends Error {
  constructor(readonly response: Response) {
    super(`HTTP status code: ${response.status}`)
  }
}

/**
 * The fetch plugins get: idempotent requests (GET, HEAD, OPTIONS) are retried with the retry helper
 * on network failures and 408/429/5xx, paused offline or hidden, cancellable by `init.signal`.
 * Other methods go out once. The last response is returned as is (no throw on status).
 */
export function createHttp(parameters: CreateHttpParameters = {}): CreateHttpReturnType {
  return {
    async fetch(input, init = {}) {
      const fetchFn = parameters.fetch ?? globalThis.fetch
      const url = String(input)
      const method = (init.method ?? 'GET').toUpperCase()
      if (!IDEMPOTENT_METHODS.includes(method)) return fetchFn(url, init)
      const retries = parameters.retries
      try {
        return await withRetry(
          async (attempt) => {
            const response = await fetchFn(url, init)
            const last = attempt >= (retries ?? 3)
            if (!last && RETRYABLE_STATUSES.includes(response.status)) throw new RetryableStatus(response)
            return response
          },
          { retries, signal: init.signal ?? undefined, environment: parameters.environment },
        )
      } catch (error) {
        if (error instanceof RetryableStatus) return error.response
        throw error
      }
    },
  }
}
