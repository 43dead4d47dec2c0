export type TokenBucket = {
  /** Takes one token; false when none is left (the caller refuses the request). */
  take(): boolean
  /** Gives back a token taken for a request that another limit then refused. */
  refund(): void
}

/** A token bucket: `burst` tokens, refilled at `perSecond`. */
export function createTokenBucket(options: {
  burst: number
  perSecond: number
  now?: () => number
}): TokenBucket {
  const now = options.now ?? Date.now
  let tokens = options.burst
  let refilledAt = now()
  return {
    take() {
      const time = now()
      tokens = Math.min(options.burst, tokens + ((time - refilledAt) / 1000) * options.perSecond)
      refilledAt = time
      if (tokens < 1) return false
      tokens--
      return true
    },
    refund() {
      tokens = Math.min(options.burst, tokens + 1)
    },
  }
}
