import type { ProjectFeatures } from '../kernel/protocol/walletService.js'

/** Spec constants and limits of the services room, each named once (spec section 9 unless noted). */

/** Wallet pages 40 (spec 9): the default `entries` of /getWallets. */
export const WALLET_PAGE_SIZE = 40
/** Portfolio and native balance cache 30 s (spec 9). */
export const BALANCE_CACHE_MS = 30_000
/** Identity cache 5 min (spec 9). */
export const IDENTITY_CACHE_MS = 5 * 60_000
/** Fiat currency usd (spec 9). */
export const FIAT_CURRENCY = 'usd'
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
