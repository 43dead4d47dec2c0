// Timing and limits of spec sections 4 and 9. The RPC retries of section 8 are viem's transport's,
// set in plugins/evm/rpcTransportOptions.ts.
/** Retry helper: back off doubling from 1 s (spec section 4). */
export const RETRY_BASE_DELAY_MS = 1_000
/** Retry helper: the delay never exceeds 30 s. */
export const RETRY_MAX_DELAY_MS = 30_000
/** Retry helper: 3 retries by default. */
export const RETRY_DEFAULT_RETRIES = 3

/** Cache lifetimes (spec section 9). */
export const CACHE_TTL_MS = {
  portfolioBalance: 30_000,
  nativeBalance: 30_000,
  ens: 300_000,
  identity: 300_000,
} as const
/** Cache garbage collection every 5 min. */
export const CACHE_GC_INTERVAL_MS = 300_000
/** Request cache holds at most 8192 entries. */
export const CACHE_MAX_ENTRIES = 8192
