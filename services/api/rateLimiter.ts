import { RATE_LIMIT_WINDOW_MS } from '../constants.js'

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }
export type RateLimiter = { take(key: string, limit: number): RateLimitDecision }

/** A fixed-window counter per key (a project id), kept in memory. */
export function createRateLimiter(
  now: () => number = Date.now,
  windowMs = RATE_LIMIT_WINDOW_MS,
): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>()
  return {
    take(key, limit) {
      const time = now()
      let window = windows.get(key)
      if (!window || time - window.startedAt >= windowMs) {
        window = { startedAt: time, count: 0 }
        windows.set(key, window)
      }
      if (window.count >= limit) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + windowMs - time) / 1000)),
        }
      }
      window.count += 1
      return { allowed: true }
    },
  }
}
