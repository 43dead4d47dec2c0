import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRateLimit, retryAfterSeconds, takeAll } from './rateLimit.js'

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
