import { defineStorageKey } from 'walletdock/plugin'
import * as z from 'zod/mini'

// The connector id is in its own file: the plugin's attach (first bundle) needs only it.
export { EMBEDDED_CONNECTOR_ID } from './connectorId.js'
/** The solana account of the same login: connected with the eip155 one when the solana plugin is configured. */
export const EMBEDDED_SOLANA_CONNECTOR_ID = 'embedded-wallet.solana'
/** The frame's element id on the host page. */
export const FRAME_ELEMENT_ID = 'walletdock-secure-frame'
/** The frame's size while it shows its approval panel, centred above the page. */
export const FRAME_APPROVAL_WIDTH_PX = 360
export const FRAME_APPROVAL_HEIGHT_PX = 300
/** After the second code, the new email is polled from the frame this often (spec 4) ... */
export const EMAIL_UPDATE_POLL_MS = 1_000
/** ... at most this many times (ours): then the frame's answer is taken as it is. */
export const EMAIL_UPDATE_POLL_TRIES = 10
/** A refused method ('Requested RPC call is not allowed') shows 'Action not allowed' this long after (spec 6). */
export const NOT_ALLOWED_NOTICE_DELAY_MS = 300

/**
 * The embedded wallet's own storage, under its prefix (spec 3, Local storage): each key with the schema
 * its stored value must match, checked on every read by the kernel's storage.
 */
const PREFIX = '@appkit-wallet/'
export const EMAIL_LOGIN_USED = defineStorageKey(`${PREFIX}EMAIL_LOGIN_USED_KEY`, z.boolean())
export const CONNECTED_EMAIL = defineStorageKey(`${PREFIX}EMAIL`, z.string())
export const LAST_CHAIN = defineStorageKey(`${PREFIX}LAST_USED_CHAIN_KEY`, z.union([z.string(), z.number()]))
export const LAST_EMAIL_LOGIN_TIME = defineStorageKey(`${PREFIX}LAST_EMAIL_LOGIN_TIME`, z.number())
export const SOCIAL_USERNAME = defineStorageKey(`${PREFIX}SOCIAL_USERNAME`, z.string())
/** The social login's provider (github, farcaster, ...), the connection's auth.name (spec 3); ours, in the login cache. */
export const SOCIAL_PROVIDER = defineStorageKey(`${PREFIX}SOCIAL_PROVIDER`, z.string().check(z.maxLength(32)))
/** The preferred account type, and whether (and where) smart accounts are enabled (spec 3). */
export const PREFERRED_ACCOUNT_TYPE = defineStorageKey(
  `${PREFIX}PREFERRED_ACCOUNT_TYPE`,
  z.enum(['eoa', 'smartAccount']),
)
export const SMART_ACCOUNT_ENABLED = defineStorageKey(`${PREFIX}SMART_ACCOUNT_ENABLED`, z.boolean())
export const SMART_ACCOUNT_ENABLED_NETWORKS = defineStorageKey(
  `${PREFIX}SMART_ACCOUNT_ENABLED_NETWORKS`,
  z.array(z.number()),
)
/** The login cache: deleted on disconnect and when the connected check is false or fails (spec 7). */
export const LOGIN_CACHE_KEYS = [
  EMAIL_LOGIN_USED,
  CONNECTED_EMAIL,
  LAST_CHAIN,
  SOCIAL_USERNAME,
  SOCIAL_PROVIDER,
] as const
