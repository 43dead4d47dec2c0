import { type NetworksConfig, storedInitialState } from '../connection/persistence.js'
import { createPersistence } from '../storage/createPersistence.js'
import { createMemoryStorage } from '../storage/validatedStore.js'
import { SESSION_COOKIE_NAMES } from './cookieStorage.js'
import type { AppKitInitialState } from './initialState.js'

/** A Cookie header longer than this is not read at all (browsers send at most about 8 KiB per request). */
export const MAX_COOKIE_HEADER_BYTES = 16_384
/** A session cookie's value longer than this is skipped: every session value is a short string. */
const MAX_VALUE_BYTES = 256

/** The session names of a Cookie header and their (URI-decoded) values; anything malformed is skipped. */
function sessionCookies(header: string) {
  const storage = createMemoryStorage()
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=')
    if (at < 1) continue
    try {
      const name = decodeURIComponent(pair.slice(0, at).trim())
      const value = decodeURIComponent(pair.slice(at + 1).trim())
      if (SESSION_COOKIE_NAMES.test(name) && value.length <= MAX_VALUE_BYTES) storage.setItem(name, value)
    } catch {}
  }
  return storage
}

/**
 * The session a previous visit stored in cookies (`storage: cookieStorage`), read from the request's
 * Cookie header on the server, as wagmi's cookieToInitialState: hand it to <AppKitProvider initialState>
 * and the server-rendered page already shows the account. Every value is checked by the kernel's
 * storage schemas; a namespace counts as storedInitialState says. Undefined when there is no such
 * session (or the header is malformed or over MAX_COOKIE_HEADER_BYTES).
 */
export function cookieToInitialState(
  config: NetworksConfig,
  cookie: string | null | undefined,
): AppKitInitialState | undefined {
  if (!cookie || new TextEncoder().encode(cookie).length > MAX_COOKIE_HEADER_BYTES) return undefined
  const stored = createPersistence({ storage: sessionCookies(cookie) })
  return storedInitialState(config, (key) => stored.get(key))
}
