import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createRateLimit,
  RATE_LIMIT_MAX_KEY_CHARS,
  RATE_LIMIT_MAX_KEYS,
  retryAfterSeconds,
  takeAll,
} from './rateLimit.js'

// rate-limiter-flexible's memory store reads Date and ends windows with setTimeout: faked, the test moves the clock.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: 1_000_000 })
})
afterEach(() => vi.useRealTimers())

describe('the services’ rate limits (rate-limiter-flexible, fixed windows)', () => {
  it('allows so many points per key in each window, then says how long until the window ends', async () => {
    const limit = createRateLimit('test:window', { points: 2, seconds: 60 })
    expect(await limit.take('a')).toBeUndefined()
    expect(await limit.take('a')).toBeUndefined()
    expect(await limit.take('b')).toBeUndefined()
    vi.advanceTimersByTime(15_500)
    expect(await limit.take('a')).toBe(44_500)
    expect(retryAfterSeconds(44_500)).toBe(45)
    vi.advanceTimersByTime(44_500)
    expect(await limit.take('a')).toBeUndefined()
  })

  it('a refused big cost spends nothing: a smaller one that fits still passes', async () => {
    const bytes = createRateLimit('test:bytes', { points: 100, seconds: 10 })
    expect(await bytes.take('socket', 90)).toBeUndefined()
    expect(await bytes.take('socket', 20)).toBeGreaterThan(0)
    expect(await bytes.take('socket', 10)).toBeUndefined()
    expect(await bytes.spent('socket')).toEqual({ points: 100, msBeforeNext: 10_000 })
  })

  it('takeAll spends every cost or none: the narrower limits it took are given back when a wider one refuses', async () => {
    const client = createRateLimit('test:client', { points: 5, seconds: 60 })
    const project = createRateLimit('test:project', { points: 3, seconds: 60 })
    const costs = (who: string) => [
      { limit: client, key: who, refusal: 'client' },
      { limit: project, key: 'project', refusal: 'project' },
    ]
    for (let index = 0; index < 3; index++) expect(await takeAll(costs('a'))).toBeUndefined()
    vi.advanceTimersByTime(30_000)
    expect(await takeAll(costs('b'))).toEqual({ message: 'project', retryAfterSeconds: 30 })
    expect(await client.spent('b')).toEqual({ points: 0, msBeforeNext: 60_000 })
    // A client over its own limit is refused there, and spends nothing of the project's.
    const wide = createRateLimit('test:wide', { points: 100, seconds: 60 })
    const narrow = createRateLimit('test:narrow', { points: 1, seconds: 60 })
    const flood = [
      { limit: narrow, key: 'flooder', refusal: 'narrow' },
      { limit: wide, key: 'project', refusal: 'wide' },
    ]
    expect(await takeAll(flood)).toBeUndefined()
    for (let index = 0; index < 10; index++) expect((await takeAll(flood))?.message).toBe('narrow')
    expect((await wide.spent('project'))?.points).toBe(1)
  })
})

describe('a limit in memory is bounded in keys and so in bytes (the old limiter capped 50,000; the library does not)', () => {
  /** The heap in use after a full collection (gc exposed to this file only). */
  const heapUsed = () => {
    setFlagsFromString('--expose-gc')
    ;(runInNewContext('gc') as () => void)()
    return process.memoryUsage().heapUsed
  }

  it('a flood of 200,000 distinct 1 kB keys in one window keeps at most 50,000 keys and a bounded heap', async () => {
    // Node's own timers: the memory store makes one per key, and the fakes weigh more than the real ones.
    vi.useRealTimers()
    const limit = createRateLimit('test:flood', { points: 5, seconds: 60 })
    const before = heapUsed()
    const filler = 'x'.repeat(1_000)
    for (let index = 0; index < 200_000; index += 1) await limit.take(`${index}:${filler}`)
    expect(limit.keysInMemory()).toBe(RATE_LIMIT_MAX_KEYS)
    const grown = heapUsed() - before
    // Unbounded, 200,000 keys of 1 kB would hold over 200 MB; bounded, 50,000 digests and their counters.
    expect(grown).toBeLessThan(50 * 1024 * 1024)
    console.info(
      `rate limit flood: ${limit.keysInMemory()} keys, heap grew ${(grown / 1024 / 1024).toFixed(1)} MB`,
    )
  }, 120_000)

  it('past the bound, the oldest windows go first (expired, then live: their counts start again); the newest keep counting', async () => {
    const limit = createRateLimit('test:bound', { points: 1, seconds: 60 }, undefined, 3)
    expect(await limit.take('old')).toBeUndefined()
    vi.advanceTimersByTime(61_000)
    for (const key of ['a', 'b', 'c']) expect(await limit.take(key)).toBeUndefined()
    expect(limit.keysInMemory()).toBe(3)
    // 'a' is the oldest live window: a fourth key evicts it (its count starts again); 'c' is still counted.
    expect(await limit.take('d')).toBeUndefined()
    expect(limit.keysInMemory()).toBe(3)
    expect(await limit.spent('a')).toBeUndefined()
    expect(await limit.take('c')).toBeGreaterThan(0)
    expect(await limit.take('d')).toBeGreaterThan(0)
  })

  it('a key longer than 128 characters is kept as its digest: two such keys still count apart', async () => {
    const limit = createRateLimit('test:long', { points: 1, seconds: 60 })
    const long = (tail: string) => `${'k'.repeat(RATE_LIMIT_MAX_KEY_CHARS)}${tail}`
    expect(await limit.take(long('1'))).toBeUndefined()
    expect(await limit.take(long('2'))).toBeUndefined()
    expect(await limit.take(long('1'))).toBeGreaterThan(0)
    expect(await limit.spent(long('2'))).toMatchObject({ points: 1 })
  })
})
