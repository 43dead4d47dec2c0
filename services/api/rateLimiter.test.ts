import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rateLimiter.js'

describe('rate limiter', () => {
  it('allows `limit` requests per window per key, then says when to retry', () => {
    let time = 1_000
    const limiter = createRateLimiter(() => time, 60_000)
    expect(limiter.take('a', 2)).toEqual({ allowed: true })
    expect(limiter.take('a', 2)).toEqual({ allowed: true })
    expect(limiter.take('b', 2)).toEqual({ allowed: true })
    time += 15_500
    expect(limiter.take('a', 2)).toEqual({ allowed: false, retryAfterSeconds: 45 })
    time += 44_500
    expect(limiter.take('a', 2)).toEqual({ allowed: true })
  })
})
