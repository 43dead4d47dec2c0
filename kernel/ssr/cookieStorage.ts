import type { StorageLike } from '../storage/validatedStore.js'

/**
 * The stored names a server needs to render the session (kernel/ssr/cookieToInitialState.ts): each
 * namespace's status, connector, address and network, and the active namespace. Small values only.
 */
export const SESSION_COOKIE_NAMES =
  /^@appkit\/(?:(?:connection_status|connected_connector_id|connected_address|active_caip_network_id)\/[-a-z0-9]{3,8}|active_namespace)$/

/** A year, in seconds: the session lasts until the user disconnects, as in localStorage. */
const MAX_AGE_SECONDS = 31_536_000

export type CreateCookieStorageParameters = {
  /** Where the other names go (recent wallets, plugins' keys): localStorage by default. */
  fallback?: (() => StorageLike | undefined) | undefined
  /** Cookie lifetime in seconds (default a year). */
  maxAge?: number | undefined
}

function readCookie(name: string): string | null {
  const wanted = encodeURIComponent(name)
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=')
    if (at < 0 || pair.slice(0, at).trim() !== wanted) continue
    try {
      return decodeURIComponent(pair.slice(at + 1).trim())
    } catch {
      return null
    }
  }
  return null
}

function localStorageOrNone(): StorageLike | undefined {
  try {
    return typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage
  } catch {
    return undefined
  }
}

/**
 * A storage for the `storage` option that keeps the session names in first-party cookies (path /,
 * SameSite=Lax, Secure on https), so the server gets them with each request and can render the account
 * (cookieToInitialState); every other name goes to `fallback` (localStorage). Where there is no
 * document (a server), the cookies read as absent and writes do nothing.
 */
export function createCookieStorage(parameters: CreateCookieStorageParameters = {}): StorageLike {
  const fallback = parameters.fallback ?? localStorageOrNone
  const maxAge = parameters.maxAge ?? MAX_AGE_SECONDS
  const hasDocument = () => typeof document !== 'undefined'
  const write = (name: string, value: string, age: number) => {
    const secure = globalThis.location?.protocol === 'https:' ? '; secure' : ''
    // biome-ignore lint/suspicious/noDocumentCookie: the storage interface is synchronous; cookieStore is async and not in every browser
    document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; max-age=${age}; samesite=lax${secure}`
  }
  return {
    getItem(name) {
      if (!SESSION_COOKIE_NAMES.test(name)) return fallback()?.getItem(name) ?? null
      return hasDocument() ? readCookie(name) : null
    },
    setItem(name, value) {
      if (!SESSION_COOKIE_NAMES.test(name)) fallback()?.setItem(name, value)
      else if (hasDocument()) write(name, value, maxAge)
    },
    removeItem(name) {
      if (!SESSION_COOKIE_NAMES.test(name)) fallback()?.removeItem(name)
      else if (hasDocument()) write(name, '', 0)
    },
  }
}

/** The cookie storage with its defaults: `createAppKit({ ..., storage: cookieStorage })`. */
export const cookieStorage: StorageLike = createCookieStorage()
