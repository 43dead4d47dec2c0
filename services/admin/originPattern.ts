import { MAX_ORIGIN_CHARS } from '../constants.js'

/** A pattern entry: scheme, host (`*.` as the whole leftmost label at most) and port (digits or `*`). Linear: no nested quantifiers. */
const PATTERN_ENTRY = /^([a-z][a-z0-9+.-]*):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}|\*))?$/
const HOST_CHARS = /^[a-z0-9.-]+$/

/**
 * Checks an allowed-origin entry: an origin (`https://app.example.com`) or a wildcard pattern with `*` only as
 * the whole leftmost label (`https://*.example.com`) and/or as the port (`http://localhost:*`).
 */
export function normalizeOriginEntry(entry: string): string {
  const trimmed = entry.trim()
  if (trimmed.includes('*')) {
    const lower = trimmed.toLowerCase()
    if (lower.length > MAX_ORIGIN_CHARS || !PATTERN_ENTRY.test(lower)) {
      throw new Error(
        `"${entry}" is not an origin pattern; write it like https://*.example.com (one "*", as the whole leftmost label) or http://localhost:*`,
      )
    }
    return lower
  }
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    throw new Error(`"${entry}" is not an origin; write it like https://app.example.com`)
  }
  if (url.origin === 'null') throw new Error(`"${entry}" has no origin; use an http(s) URL`)
  return url.origin
}

/** Whether a request's Origin header is an origin as browsers send it: `scheme://host[:port]`, lowercase, no path, no default port. */
export function isCanonicalOrigin(origin: string): boolean {
  if (origin.length > MAX_ORIGIN_CHARS) return false
  try {
    const url = new URL(origin)
    return url.origin !== 'null' && url.origin === origin
  } catch {
    return false
  }
}

/** Whether the labels before a pattern's suffix are one or more host labels (no empty label). */
function isLabelPrefix(prefix: string): boolean {
  return HOST_CHARS.test(prefix) && !prefix.startsWith('.') && !prefix.includes('..')
}

/**
 * Whether `origin` (a request's Origin header) is allowed by one entry. Plain entries compare by origin;
 * patterns match in time linear in the origin's length, and an entry of any other shape matches nothing.
 */
export function originMatches(entry: string, origin: string): boolean {
  if (!isCanonicalOrigin(origin)) return false
  if (!entry.includes('*')) {
    try {
      return new URL(entry).origin === origin
    } catch {
      return false
    }
  }
  const match = PATTERN_ENTRY.exec(entry.toLowerCase())
  if (!match) return false
  const [, scheme, wildcardLabel, host, port] = match
  const url = new URL(origin)
  if (url.protocol !== `${scheme}:`) return false
  if (port === '*' ? url.port === '' : url.port !== (port ?? '')) return false
  if (!wildcardLabel) return url.hostname === host
  const suffix = `.${host}`
  return (
    url.hostname.length > suffix.length &&
    url.hostname.endsWith(suffix) &&
    isLabelPrefix(url.hostname.slice(0, -suffix.length))
  )
}
