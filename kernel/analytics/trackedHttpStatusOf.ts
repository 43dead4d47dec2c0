import { HttpRequestError } from '../errors/http.js'
import { isTrackedHttpStatus } from './createAnalytics.js'

/** The tracked HTTP status (403, 429, 500, 503) of a services API failure anywhere in the cause chain. */
export function trackedHttpStatusOf(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    if (current instanceof HttpRequestError)
      return isTrackedHttpStatus(current.status) ? current.status : undefined
    current = current.cause
  }
  return undefined
}
