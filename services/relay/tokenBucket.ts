export type TokenBucket = {
  /** Takes `cost` tokens (default 1); false, taking none, when fewer are left (the caller refuses the request). */
  take(cost?: number): boolean
  /** Gives back tokens taken for a request that another limit then refused. */
  refund(cost?: number): void
}

/** A token bucket: `burst` tokens, refilled at `perSecond`; a token is a request, or a byte. */
export function createTokenBucket(options: {
  burst: number
  perSecond: number
  now?: () => number
}): TokenBucket {
  const now = options.now ?? Date.now
  let tokens = options.burst
  let refilledAt = now()
  return {
    take(cost = 1) {
      const time = now()
      tokens = Math.min(options.burst, tokens + ((time - refilledAt) / 1000) * options.perSecond)
      refilledAt = time
      if (tokens < cost) return false
      tokens -= cost
      return true
    },
    refund(cost = 1) {
      tokens = Math.min(options.burst, tokens + cost)
    },
  }
}
