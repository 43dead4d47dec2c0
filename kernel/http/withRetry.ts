import { RETRY_BASE_DELAY_MS, RETRY_DEFAULT_RETRIES, RETRY_MAX_DELAY_MS } from './constants.js'
import { browserRetryEnvironment, type RetryEnvironment } from './retryEnvironment.js'

export type WithRetryParameters = {
  /** Retries after the first attempt; default 3. */
  retries?: number | undefined
  /** First delay; doubles each retry. Default 1 s. */
  baseDelayMs?: number | undefined
  /** Delay cap; default 30 s. */
  maxDelayMs?: number | undefined
  /** Cancels waiting and further attempts; the promise rejects with the signal's reason. */
  signal?: AbortSignal | undefined
  /** Whether an error is worth another attempt; default every error. */
  shouldRetry?: ((error: unknown, attempt: number) => boolean) | undefined
  environment?: RetryEnvironment | undefined
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError')
}

/** Waits `ms`, or rejects as soon as the signal aborts. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal))
    const onAbort = () => {
      clearTimeout(timer)
      reject(abortReason(signal as AbortSignal))
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/** Resolves once the page is online and visible; requests are paused otherwise (spec section 4). */
function whenActive(environment: RetryEnvironment, signal: AbortSignal | undefined): Promise<void> {
  const active = () => environment.isOnline() && environment.isVisible()
  if (active()) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const finish = (error?: unknown) => {
      unsubscribe()
      signal?.removeEventListener('abort', onAbort)
      if (error === undefined) resolve()
      else reject(error)
    }
    const onAbort = () => finish(abortReason(signal as AbortSignal))
    const unsubscribe = environment.onChange(() => {
      if (active()) finish()
    })
    signal?.addEventListener('abort', onAbort, { once: true })
    if (signal?.aborted) onAbort()
  })
}

/** The wait before retry number `retry` (0-based): 1 s, 2 s, 4 s ... capped at 30 s. */
export function retryDelayMs(
  retry: number,
  baseDelayMs = RETRY_BASE_DELAY_MS,
  maxDelayMs = RETRY_MAX_DELAY_MS,
) {
  return Math.min(baseDelayMs * 2 ** retry, maxDelayMs)
}

/**
 * Runs `run`, retrying failures with doubling delays. Paused while offline or hidden, resumed on
 * `online`/`visibilitychange`, and cancellable with an AbortSignal.
 */
export async function withRetry<result>(
  run: (attempt: number) => Promise<result>,
  parameters: WithRetryParameters = {},
): Promise<result> {
  const { signal, environment = browserRetryEnvironment } = parameters
  const retries = parameters.retries ?? RETRY_DEFAULT_RETRIES
  for (let attempt = 0; ; attempt++) {
    await whenActive(environment, signal)
    try {
      return await run(attempt)
    } catch (error) {
      if (signal?.aborted) throw abortReason(signal)
      if (attempt >= retries || parameters.shouldRetry?.(error, attempt) === false) throw error
    }
    await sleep(retryDelayMs(attempt, parameters.baseDelayMs, parameters.maxDelayMs), signal)
  }
}
