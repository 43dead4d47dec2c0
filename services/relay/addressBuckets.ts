import { createTokenBucket, type TokenBucket } from './tokenBucket.js'

/** Token buckets per remote address, bounded in count: the address heard from longest ago goes first. */
export function createAddressBuckets(options: { burst: number; perSecond: number; maxAddresses: number }) {
  const buckets = new Map<string, TokenBucket>()
  return {
    /** Takes a token for `address`; false when it has none left. */
    take(address: string): boolean {
      const bucket = buckets.get(address) ?? createTokenBucket(options)
      buckets.delete(address)
      buckets.set(address, bucket)
      if (buckets.size > options.maxAddresses) {
        const oldest = buckets.keys().next().value
        if (oldest !== undefined) buckets.delete(oldest)
      }
      return bucket.take()
    },
    get size() {
      return buckets.size
    },
  }
}
