import { createHash } from 'node:crypto'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

/**
 * The services' one rate-limit model (docs/services.md, Rate limits): fixed windows counted by rate-limiter-flexible,
 * in memory, or in Redis when the service shares state between instances (the relay with REDIS_URL). A limit allows
 * `points` (requests, channels or bytes) per key in each window of `seconds`; a refusal says when the key's window
 * ends (the Retry-After).
 */

/** How many points a key may spend in each window of `seconds`. */
export type RateWindow = { points: number; seconds: number }

/** Where the counters live: this process's memory, or a Redis server (an ioredis client) shared by instances. */
export type RateLimitStore = { kind: 'memory' } | { kind: 'redis'; client: object }

export const MEMORY_STORE: RateLimitStore = { kind: 'memory' }

/**
 * How many keys one limit keeps in this process's memory (rate-limiter-flexible's memory store has no bound of its
 * own): past it, expired windows are dropped, then the oldest live ones (whose counts start again). With keys of at
 * most RATE_LIMIT_MAX_KEY_CHARS characters that is about 33 MB a limit (measured: ~650 bytes a key with its counter
 * and timer, rateLimit.test.ts).
 */
export const RATE_LIMIT_MAX_KEYS = 50_000
/** A longer key is kept as its SHA-256 (64 hex characters), so the bound in keys is one in bytes too. */
export const RATE_LIMIT_MAX_KEY_CHARS = 128

/** The stored form of a key: itself, or its digest when longer than RATE_LIMIT_MAX_KEY_CHARS. */
const storedKey = (key: string) =>
  key.length <= RATE_LIMIT_MAX_KEY_CHARS ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`

export type RateLimit = {
  readonly window: RateWindow
  /** Spends `points` of `key`'s window; the milliseconds until the window ends when it has not that many left (none spent). */
  take(key: string, points?: number): Promise<number | undefined>
  /** Gives back points a key spent on something another limit then refused. */
  give(key: string, points: number): Promise<void>
  /** What `key` spent in its current window, and the milliseconds until it ends; undefined when it spent nothing. */
  spent(key: string): Promise<{ points: number; msBeforeNext: number } | undefined>
  /** How many keys this limit holds in this process's memory (at most `maxKeys`). */
  keysInMemory(): number
}

/** A limit named `name` (its keys' prefix: two limits never share a counter). */
export function createRateLimit(
  name: string,
  window: RateWindow,
  store: RateLimitStore = MEMORY_STORE,
  maxKeys = RATE_LIMIT_MAX_KEYS,
): RateLimit {
  const options = { keyPrefix: `appkit:${name}`, points: window.points, duration: window.seconds }
  const memory = new RateLimiterMemory(options)
  const limiter =
    store.kind === 'redis'
      ? // Redis unreachable: each instance keeps counting in its own memory rather than letting everything through.
        new RateLimiterRedis({ ...options, storeClient: store.client, insuranceLimiter: memory })
      : memory
  // The keys in memory, oldest window first, with when their window ends (a key is moved last when a new one starts).
  const held = new Map<string, number>()
  const hold = (key: string) => {
    const now = Date.now()
    const endsAt = held.get(key)
    if (endsAt !== undefined && endsAt > now) return
    held.delete(key)
    // Every window of a limit is as long, so the order of the map is the order in which windows end: the expired ones,
    // then the oldest live ones, are at its front (a constant amount of work per key on average).
    for (const [old, end] of held) {
      if (held.size < maxKeys) break
      held.delete(old)
      // Only this process's memory (an expired key is gone from it already); a shared Redis keeps its counts.
      if (end > now) void memory.delete(old)
    }
    held.set(key, now + window.seconds * 1000)
  }
  return {
    window,
    async take(rawKey, points = 1) {
      const key = storedKey(rawKey)
      hold(key)
      try {
        await limiter.consume(key, points)
        return undefined
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection
        // The refused points were counted too: given back, so a refused big cost does not also refuse small ones.
        await limiter.reward(key, points)
        return Math.max(1, rejection.msBeforeNext)
      }
    },
    async give(rawKey, points) {
      const key = storedKey(rawKey)
      hold(key)
      await limiter.reward(key, points)
    },
    async spent(rawKey) {
      const used = await limiter.get(storedKey(rawKey))
      return used ? { points: used.consumedPoints, msBeforeNext: used.msBeforeNext } : undefined
    },
    keysInMemory: () => held.size,
  }
}

/** One cost against one limit, and what a refusal by it says. */
export type RateCost = { limit: RateLimit; key: string; points?: number; refusal: string }

/** A refusal: what was spent, and when to retry. */
export type RateRefusal = { message: string; retryAfterSeconds: number }

/** Whole seconds to wait for `ms` (at least 1): the Retry-After of a refusal. */
export const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/**
 * Spends every cost, in order, or none: the first limit that refuses ends it, and what the earlier ones took is given
 * back. Order them narrowest first (the client's own limit before its project's), so a client over its own limit
 * spends nothing of what the others share.
 */
export async function takeAll(costs: readonly RateCost[]): Promise<RateRefusal | undefined> {
  for (const [index, cost] of costs.entries()) {
    const msBeforeNext = await cost.limit.take(cost.key, cost.points ?? 1)
    if (msBeforeNext === undefined) continue
    await Promise.all(costs.slice(0, index).map((taken) => taken.limit.give(taken.key, taken.points ?? 1)))
    return { message: cost.refusal, retryAfterSeconds: retryAfterSeconds(msBeforeNext) }
  }
  return undefined
}
