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
export const RATE_LIMIT_WINDOW_SECONDS = 60
/** Ours: the largest request body accepted (analytics events, price queries). */
export const MAX_BODY_BYTES = 64 * 1024
/** Ours: a project's rate limit counts per client (remote address); the project as a whole may make this many times it, so one client cannot lock out the others. */
export const RATE_LIMIT_PROJECT_FACTOR = 10
/** Ours: the deepest nesting of arrays and objects a JSON body may have. */
export const MAX_JSON_DEPTH = 32
/** Spec 9: RPC batch 1000. The RPC host takes a batch of up to RPC_BATCH_MAX requests in at most this many bytes. */
export const RPC_MAX_BODY_BYTES = 1024 * 1024
/** Ours: the largest chain answer the RPC host forwards (eth_getLogs can be big); larger ones are 502. */
export const RPC_MAX_RESPONSE_BYTES = 16 * 1024 * 1024
/** Spec 9: RPC timeout 10 s; the RPC host gives up on the chain after it. */
export const RPC_TIMEOUT_MS = 10_000
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
/** Ours: the longest attestation (a verify JWT is about 1 KiB); longer publishes are refused. */
export const RELAY_MAX_ATTESTATION_CHARS = 4 * 1024
/** Ours: the largest websocket frame; a frame beyond it closes the socket (code 1009). */
export const RELAY_MAX_FRAME_BYTES = 512 * 1024
/** Ours: the most messages kept per topic and in all; the oldest go first. */
export const RELAY_MAX_MESSAGES_PER_TOPIC = 200
export const RELAY_MAX_MESSAGES = 20_000
/** Ours: bytes of stored messages (message + attestation) kept per topic, per project and in all; the oldest go first. */
export const RELAY_MAX_TOPIC_BYTES = 1024 * 1024
export const RELAY_MAX_PROJECT_BYTES = 32 * 1024 * 1024
export const RELAY_MAX_STORED_BYTES = 128 * 1024 * 1024
/** Ours: a stored message remembers at most this many clients that acked it (a topic has two parties; more is churn). */
export const RELAY_MAX_DELIVERED_PER_MESSAGE = 32
/** Ours: pushes a socket may leave unacknowledged before the oldest is forgotten (it is offered again on resubscribe). */
export const RELAY_MAX_UNACKED_PER_SOCKET = 1_000
/** Ours: bytes queued to one socket and not yet written; a socket that does not drain past it is closed (1008). */
export const RELAY_MAX_SOCKET_BUFFER_BYTES = 1024 * 1024
/** Ours: bytes queued to all sockets; past it the socket with the most queued is closed. */
export const RELAY_MAX_BUFFERED_BYTES = 64 * 1024 * 1024
/** Ours: the largest irn_batchFetchMessages answer; the rest waits for the next fetch (hasMore: true). */
export const RELAY_MAX_FETCH_BYTES = 1024 * 1024
/** Ours: the most topics one socket may hold, the most subscribers one topic may have, and subscriptions in all. */
export const RELAY_MAX_TOPICS_PER_SOCKET = 5_000
export const RELAY_MAX_SUBSCRIBERS_PER_TOPIC = 64
export const RELAY_MAX_SUBSCRIPTIONS = 200_000
/** Ours: the most open sockets; a further upgrade is refused with 503. */
export const RELAY_MAX_SOCKETS = 10_000
/**
 * Ours: the relay's rate limits (services/rateLimit.ts: so many points per fixed window of seconds). Publishes and
 * their bytes (message + attestation) are counted per socket, per client address within the project, and per
 * project, narrowest first: a client over its own limit spends nothing of its project's, and one address may use
 * at most a fifth of its project's (-32005 limit exceeded beyond any of them).
 */
export const RELAY_PUBLISHES_PER_SOCKET = { points: 100, seconds: 2 }
export const RELAY_PUBLISH_BYTES_PER_SOCKET = { points: 2 * 1024 * 1024, seconds: 4 }
export const RELAY_PUBLISHES_PER_ADDRESS = { points: 400, seconds: 2 }
export const RELAY_PUBLISH_BYTES_PER_ADDRESS = { points: 8 * 1024 * 1024, seconds: 4 }
export const RELAY_PUBLISHES_PER_PROJECT = { points: 2_000, seconds: 2 }
export const RELAY_PUBLISH_BYTES_PER_PROJECT = { points: 32 * 1024 * 1024, seconds: 4 }
/** Ours: bytes of all frames one socket may send; a faster socket is closed (1008), its frames unparsed. */
export const RELAY_INBOUND_BYTES_PER_SOCKET = { points: 4 * 1024 * 1024, seconds: 4 }
/** Ours: the most bytes of frames a socket may have waiting for their turn (its frames are read in order, one at a time); beyond it 1008. */
export const RELAY_MAX_UNREAD_BYTES_PER_SOCKET = 4 * 1024 * 1024
/** Ours: upgrades one remote address may make (429 with Retry-After beyond); before any token check or project lookup. */
export const RELAY_UPGRADES_PER_ADDRESS = { points: 50, seconds: 10 }
/** Ours: how long a project lookup answer is trusted, and the most answers kept (expired ones pruned first). */
export const RELAY_PROJECT_CACHE_MS = 60_000
export const RELAY_PROJECT_CACHE_MAX_ENTRIES = 1_000
/** Ours: the deepest nesting of a relay frame (relay messages nest 4 deep); deeper frames get -32600 unparsed. */
export const RELAY_MAX_JSON_DEPTH = 16
/** Ours: the longest `auth` token taken from a relay URL. */
export const RELAY_MAX_AUTH_CHARS = 4 * 1024

/** Ours: the local mail server keeps at most this many mails (oldest dropped) and refuses larger ones. */
export const MAIL_SINK_MAX_MESSAGES = 500
export const MAIL_SINK_MAX_MESSAGE_BYTES = 256 * 1024

/** Email login cooldown 30 s (spec 9): a connect-email (or update-email) for the same address within it is refused. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
/** Ours: a one-time code and a device-approval link are valid this long. */
export const EMAIL_CODE_TTL_MS = 10 * 60_000
/** Ours: wrong tries that burn a one-time code. */
export const EMAIL_CODE_MAX_ATTEMPTS = 5
/** Ours: an embedded-wallet session lasts this long. */
export const EMBEDDED_SESSION_TTL_MS = 7 * 24 * 60 * 60_000

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
/** Ours (the secure site's auth API, issue 25): requests per end client per minute, on every auth route. */
export const AUTH_REQUESTS_PER_CLIENT_PER_MINUTE = 60
/** Ours: requests per project per minute on the auth API, all its clients together. */
export const AUTH_REQUESTS_PER_PROJECT_PER_MINUTE = 3_000
/** Ours: mails (login codes, device links, email-change codes) one end client may have sent per hour. */
export const AUTH_MAILS_PER_CLIENT_PER_HOUR = 10
/** Ours: mails one project may have sent per hour. */
export const AUTH_MAILS_PER_PROJECT_PER_HOUR = 1_000
/** Ours: wrong codes for one email address per day, over all its flows (one live code at a time). */
export const AUTH_WRONG_CODES_PER_EMAIL_PER_DAY = 15
/** Ours: wrong codes one end client may type per day, over all addresses. */
export const AUTH_WRONG_CODES_PER_CLIENT_PER_DAY = 30
/** Ours: farcaster sign-ins (relay channels) one end client may start a minute at the secure site (429 beyond), so no client spends the site's budget at the relay. */
export const AUTH_FARCASTER_CHANNELS_PER_CLIENT_PER_MINUTE = 10
/** Ours: how long a finished or expired email flow is kept (the per-email daily cap counts its wrong codes). */
export const EMAIL_FLOW_KEPT_MS = 24 * 60 * 60_000
/**
 * The network fee the secure frame's panel flags in red (with a confirmation step) on a chain that sets no bound
 * of its own: 0.05 of the native currency (a plain transfer on Ethereum at 100 gwei costs 0.0021 ETH).
 */
export const DEFAULT_FEE_BOUND_NATIVE_HUNDREDTHS = 5n
