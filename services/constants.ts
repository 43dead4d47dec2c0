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

/** Relay: default message ttl 6 hours (spec 9). */
export const RELAY_DEFAULT_TTL_SECONDS = 6 * 60 * 60
/** Relay: recently deleted list limit 200, half trimmed when full (spec 9); here, hashes of deleted messages so a replay stays dropped. */
export const RELAY_RECENTLY_DELETED_LIMIT = 200
/** Relay: the client drops a socket without a ping for 35 s (spec 9 heartbeat timeout); we ping well inside it. */
export const RELAY_PING_INTERVAL_MS = 10_000
/** Ours: the longest a message is kept, whatever ttl it asks (pairing delete ttl is 1 day, spec 9; sessions 7 days). */
export const RELAY_MAX_TTL_SECONDS = 7 * 24 * 60 * 60
/** Ours: the largest relay message (base64 of an encrypted envelope); larger publishes are refused. */
export const RELAY_MAX_MESSAGE_CHARS = 128 * 1024
/** Ours: the largest websocket frame; a frame beyond it closes the socket (code 1009). */
export const RELAY_MAX_FRAME_BYTES = 512 * 1024
/** Ours: the most messages kept per topic and in all; the oldest go first. */
export const RELAY_MAX_MESSAGES_PER_TOPIC = 200
export const RELAY_MAX_MESSAGES = 20_000
/** Ours: pushes a socket may leave unacknowledged before the oldest is forgotten (it is offered again on resubscribe). */
export const RELAY_MAX_UNACKED_PER_SOCKET = 1_000
/** Ours: the most topics one socket may hold. */
export const RELAY_MAX_TOPICS_PER_SOCKET = 5_000
/** Ours: a publisher may burst this many publishes, refilled at RELAY_PUBLISH_PER_SECOND; beyond it -32005 limit exceeded. */
export const RELAY_PUBLISH_BURST = 100
export const RELAY_PUBLISH_PER_SECOND = 50
/** Ours: how long a project lookup answer is trusted. */
export const RELAY_PROJECT_CACHE_MS = 60_000
/**
 * Refusals a page must be able to read (a browser sees nothing of an HTTP 401 before the upgrade): the
 * socket opens and closes at once with code 3000 and this reason, which the sign-client reports as an
 * error and the modal turns into its alert (spec 8: Invalid Project ID, Session Expired).
 */
export const RELAY_REFUSAL_CLOSE_CODE = 3000
export const RELAY_REFUSAL_REASONS = {
  unknownProject: 'Unauthorized: invalid key',
  tokenNotYetValid: 'JWT validation error: JWT Token is not yet valid',
} as const
/** Ours: a token issued up to this far in the relay's future is still accepted (clocks differ a little). */
export const RELAY_JWT_CLOCK_SKEW_SECONDS = 60
