import type { ProjectFeatures } from '../kernel/protocol/walletService.js'

/** Spec constants and limits of the services room, each named once (spec section 9 unless noted). */

/** Portfolio and native balance cache 30 s (spec 9). */
export const BALANCE_CACHE_MS = 30_000
/** Request cache max 8192 (spec 9): the most balance answers the server keeps. */
export const BALANCE_CACHE_MAX_ENTRIES = 8192
/** Default remote features (spec 9): swaps, onramp, email, socials, activity on; multiWallet off. */
export const DEFAULT_PROJECT_FEATURES: ProjectFeatures = {
  email: true,
  socials: true,
  swaps: true,
  onramp: true,
  activity: true,
  reownBranding: true,
  multiWallet: false,
}

/** Spec 7: analytics events are sent only if analytics is on, or the event is INITIALIZE; the server keeps the same rule. */
export const ANALYTICS_ALWAYS_KEPT_EVENT = 'INITIALIZE'

/** Ours, not the spec's: requests a project may make per rate-limit window unless its row says otherwise. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 600
export const RATE_LIMIT_WINDOW_MS = 60_000
/** Ours: the largest request body accepted (analytics events, price queries). */
export const MAX_BODY_BYTES = 64 * 1024
/** Ours: transactions per history page. */
export const HISTORY_PAGE_SIZE = 20
/** Ours: how often the indexer asks the chains for new blocks (spec 9's RPC polling is 4 s; local chains are faster). */
export const INDEXER_POLL_MS = 1_000
/** Ours: at most this many blocks read per indexer step. */
export const INDEXER_MAX_BLOCK_RANGE = 500n
