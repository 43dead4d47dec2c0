import { CACHE_GC_INTERVAL_MS, CACHE_MAX_ENTRIES } from './constants.js'

export type CreateCacheParameters = {
  /** The clock; injectable for tests. */
  now?: (() => number) | undefined
  /** At most this many entries; the oldest is evicted first. Default 8192. */
  maxEntries?: number | undefined
  /** Expired entries are collected this often; default 5 min. */
  gcIntervalMs?: number | undefined
}

export type Cache = {
  get<value>(key: string): value | undefined
  set<value>(key: string, value: value, ttlMs: number): void
  delete(key: string): void
  clear(): void
  /** Returns the cached value, or loads it once (concurrent callers share the load) and caches it. */
  getOrLoad<value>(key: string, ttlMs: number, load: () => Promise<value>): Promise<value>
  /** Removes expired entries now. */
  collect(): void
  readonly size: number
  /** Stops the collection timer. */
  stop(): void
}
export type CreateCacheReturnType = Cache

/** A request cache with per-entry lifetimes, periodic garbage collection and a size cap. */
export function createCache(parameters: CreateCacheParameters = {}): CreateCacheReturnType {
  const now = parameters.now ?? Date.now
  const maxEntries = parameters.maxEntries ?? CACHE_MAX_ENTRIES
  const entries = new Map<string, { value: unknown; expiresAt: number }>()
  const loading = new Map<string, Promise<unknown>>()
  let timer: ReturnType<typeof setInterval> | undefined

  function collect() {
    const time = now()
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key)
  }

  function startCollecting() {
    if (timer !== undefined) return
    timer = setInterval(collect, parameters.gcIntervalMs ?? CACHE_GC_INTERVAL_MS)
    // The timer must not keep a Node process (SSR, tests) alive.
    if (typeof timer === 'object' && timer && 'unref' in timer) timer.unref()
  }

  const cache: Cache = {
    get<value>(key: string) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt <= now()) {
        entries.delete(key)
        return undefined
      }
      return entry.value as value
    },
    set(key, value, ttlMs) {
      entries.delete(key)
      entries.set(key, { value, expiresAt: now() + ttlMs })
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
      startCollecting()
    },
    delete: (key) => void entries.delete(key),
    clear() {
      entries.clear()
      loading.clear()
    },
    async getOrLoad<value>(key: string, ttlMs: number, load: () => Promise<value>) {
      const cached = cache.get<value>(key)
      if (cached !== undefined) return cached
      const pending = loading.get(key)
      if (pending) return pending as Promise<value>
      const promise = load()
        .then((value) => {
          cache.set(key, value, ttlMs)
          return value
        })
        .finally(() => loading.delete(key))
      loading.set(key, promise)
      return promise
    },
    collect,
    get size() {
      return entries.size
    },
    stop() {
      if (timer !== undefined) clearInterval(timer)
      timer = undefined
    },
  }
  return cache
}
