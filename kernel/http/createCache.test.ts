import { afterEach, describe, expect, it, vi } from 'vitest'
import { CACHE_TTL_MS } from './constants.js'
import { createCache } from './createCache.js'

afterEach(() => {
  vi.useRealTimers()
})

function clock(start = 0) {
  const state = { time: start }
  return {
    now: () => state.time,
    advance: (ms: number) => {
      state.time += ms
    },
  }
}

describe('createCache', () => {
  it('cache lifetimes: portfolio balance 30 s, native balance 30 s, ENS 5 min, identity 5 min', () => {
    expect(CACHE_TTL_MS).toEqual({
      portfolioBalance: 30_000,
      nativeBalance: 30_000,
      ens: 300_000,
      identity: 300_000,
    })
  })

  it('an entry lives for its lifetime, then reads as missing', () => {
    const { now, advance } = clock()
    const cache = createCache({ now })
    cache.set('balance:0xabc', '1.5', CACHE_TTL_MS.nativeBalance)
    advance(29_999)
    expect(cache.get('balance:0xabc')).toBe('1.5')
    advance(1)
    expect(cache.get('balance:0xabc')).toBeUndefined()
    cache.stop()
  })

  it('on the clock: a native balance lives 30 s and an identity 5 min', () => {
    vi.useFakeTimers()
    const cache = createCache()
    cache.set('nativeBalance:eip155:1:0xabc', '1.5', CACHE_TTL_MS.nativeBalance)
    cache.set('identity:0xabc', { name: 'alice.eth' }, CACHE_TTL_MS.identity)
    vi.advanceTimersByTime(29_999)
    expect(cache.get('nativeBalance:eip155:1:0xabc')).toBe('1.5')
    vi.advanceTimersByTime(1)
    expect(cache.get('nativeBalance:eip155:1:0xabc')).toBeUndefined()
    vi.advanceTimersByTime(300_000 - 30_000 - 1)
    expect(cache.get('identity:0xabc')).toEqual({ name: 'alice.eth' })
    vi.advanceTimersByTime(1)
    expect(cache.get('identity:0xabc')).toBeUndefined()
    cache.stop()
  })

  it('garbage collection runs every 5 min', async () => {
    vi.useFakeTimers()
    const cache = createCache()
    cache.set('a', 1, CACHE_TTL_MS.portfolioBalance)
    cache.set('b', 2, CACHE_TTL_MS.identity + 1)
    vi.advanceTimersByTime(299_999)
    expect(cache.size).toBe(2)
    vi.advanceTimersByTime(1)
    expect(cache.size).toBe(1)
    cache.stop()
  })

  it('request cache max 8192: the oldest entry is evicted', () => {
    const cache = createCache({ now: () => 0 })
    for (let index = 0; index < 8193; index++) cache.set(`k${index}`, index, 1000)
    expect(cache.size).toBe(8192)
    expect(cache.get('k0')).toBeUndefined()
    expect(cache.get('k8192')).toBe(8192)
    cache.stop()
  })

  it('getOrLoad shares one load between concurrent callers and caches the result', async () => {
    const { now, advance } = clock()
    const cache = createCache({ now })
    const load = vi.fn(async () => ({ name: 'alice.eth', avatar: null }))
    const [first, second] = await Promise.all([
      cache.getOrLoad('identity:0xabc', CACHE_TTL_MS.identity, load),
      cache.getOrLoad('identity:0xabc', CACHE_TTL_MS.identity, load),
    ])
    expect(first).toBe(second)
    expect(load).toHaveBeenCalledTimes(1)
    advance(CACHE_TTL_MS.identity)
    await cache.getOrLoad('identity:0xabc', CACHE_TTL_MS.identity, load)
    expect(load).toHaveBeenCalledTimes(2)
    cache.stop()
  })

  it('a failed load is not cached', async () => {
    const cache = createCache({ now: () => 0 })
    await expect(cache.getOrLoad('x', 1000, async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    )
    await expect(cache.getOrLoad('x', 1000, async () => 'up')).resolves.toBe('up')
    cache.stop()
  })
})
