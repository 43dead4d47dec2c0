import { RPC_RETRY_BASE_DELAY_MS, RPC_RETRY_COUNT, RPC_RETRY_STATUS_CODES } from './constants.js'
import type { FetchLike } from './createApiClient.js'

/** RPC requests are retried on HTTP 403, 408, 413, 429, 500, 502, 503, 504 only (spec section 8). */
export function isRetryableRpcStatus(status: number): boolean {
  return (RPC_RETRY_STATUS_CODES as readonly number[]).includes(status)
}

/**
 * The wait before RPC retry number `retry` (0-based): the Retry-After header when present (seconds
 * or an HTTP date), otherwise 150 ms doubling.
 */
export function rpcRetryDelayMs(retry: number, retryAfter?: string | null, now: number = Date.now()): number {
  if (retryAfter) {
    const seconds = Number(retryAfter)
    if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
    const date = Date.parse(retryAfter)
    if (!Number.isNaN(date)) return Math.max(0, date - now)
  }
  return RPC_RETRY_BASE_DELAY_MS * 2 ** retry
}

export type FetchWithRpcRetryParameters = {
  fetch?: FetchLike | undefined
  retries?: number | undefined
  signal?: AbortSignal | undefined
}

/** POSTs to an RPC endpoint, retrying the retryable statuses up to 3 times; returns the last response. */
export async function fetchWithRpcRetry(
  url: string,
  init: RequestInit,
  parameters: FetchWithRpcRetryParameters = {},
): Promise<Response> {
  const fetchFn = parameters.fetch ?? globalThis.fetch
  const retries = parameters.retries ?? RPC_RETRY_COUNT
  const signal = parameters.signal ?? init.signal ?? undefined
  for (let retry = 0; ; retry++) {
    const response = await fetchFn(url, { ...init, signal })
    if (response.ok || retry >= retries || !isRetryableRpcStatus(response.status)) return response
    const delay = rpcRetryDelayMs(retry, response.headers.get('retry-after'))
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, delay)
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer)
          reject(signal.reason)
        },
        { once: true },
      )
    })
  }
}
