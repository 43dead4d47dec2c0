import { RATE_LIMIT_MAX_KEYS, RATE_LIMIT_WINDOW_MS } from '../constants.js'

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }
export type RateLimiter = { take(key: string, limit: number): RateLimitDecision; readonly size: number }

/** A fixed-window counter per key (a project, or a client of a project), kept in memory and bounded in keys. */
export function createRateLimiter(
  now: () => number = Date.now,
  windowMs = RATE_LIMIT_WINDOW_MS,
  maxKeys = RATE_LIMIT_MAX_KEYS,
): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>()
  const prune = (time: number) => {
    for (const [key, window] of windows) if (time - window.startedAt >= windowMs) windows.delete(key)
    // Still full of live windows: the oldest go (a Map iterates in insertion order).
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break
      windows.delete(key)
    }
  }
  return {
    take(key, limit) {
      const time = now()
      let window = windows.get(key)
      if (!window || time - window.startedAt >= windowMs) {
        if (!window && windows.size >= maxKeys) prune(time)
        window = { startedAt: time, count: 0 }
        windows.delete(key)
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
    get size() {
      return windows.size
    },
  }
}
