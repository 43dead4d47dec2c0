import type { PersistedKey } from 'walletdock/plugin'

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
 * Storage under the embedded-wallet prefix (spec 3, Local storage), the names of kernel/storage/keys.ts.
 * Read back only as `=== true` (the used flag) or through Number() with an integer check (the chain).
 */
const PREFIX = '@appkit-wallet/'
export const EMAIL_LOGIN_USED: PersistedKey<boolean> = { name: `${PREFIX}EMAIL_LOGIN_USED_KEY` }
export const CONNECTED_EMAIL: PersistedKey<string> = { name: `${PREFIX}EMAIL` }
export const LAST_CHAIN: PersistedKey<string | number> = { name: `${PREFIX}LAST_USED_CHAIN_KEY` }
export const LAST_EMAIL_LOGIN_TIME: PersistedKey<number> = { name: `${PREFIX}LAST_EMAIL_LOGIN_TIME` }
export const SOCIAL_USERNAME: PersistedKey<string> = { name: `${PREFIX}SOCIAL_USERNAME` }
/** The preferred account type, and whether (and where) smart accounts are enabled (spec 3). */
export const PREFERRED_ACCOUNT_TYPE: PersistedKey<'eoa' | 'smartAccount'> = {
  name: `${PREFIX}PREFERRED_ACCOUNT_TYPE`,
}
export const SMART_ACCOUNT_ENABLED: PersistedKey<boolean> = { name: `${PREFIX}SMART_ACCOUNT_ENABLED` }
export const SMART_ACCOUNT_ENABLED_NETWORKS: PersistedKey<number[]> = {
  name: `${PREFIX}SMART_ACCOUNT_ENABLED_NETWORKS`,
}
/** The login cache: deleted on disconnect and when the connected check is false or fails (spec 7). */
export const LOGIN_CACHE_KEYS = [EMAIL_LOGIN_USED, CONNECTED_EMAIL, LAST_CHAIN, SOCIAL_USERNAME] as const
