// The one origin allow-list rule (spec section 5), used by the kernel's origin check, `appkit doctor` and
// the services (admin entry, API gate, relay, secure site). Pure: no imports, so every room may use it.

/** The longest origin or entry looked at; a longer one is refused (an Origin header is far shorter). */
const MAX_ORIGIN_CHARS = 2048

/** A pattern entry: scheme, host (`*.` as the whole leftmost label at most) and port (digits or `*`). Linear: no nested quantifiers. */
const PATTERN_ENTRY = /^([a-z][a-z0-9+.-]*):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}|\*))?$/
const HOST_CHARS = /^[a-z0-9.-]+$/

/** How to write a pattern, in every message that refuses one. */
const PATTERN_HELP =
  'write it like https://*.example.com (one "*", as the whole leftmost label) or http://localhost:*'

/**
 * Why an allowed-origin entry is not one, or undefined when it is: an origin (`https://app.example.com`)
 * or a pattern with `*` only as the whole leftmost label (`https://*.example.com`) and/or as the port
 * (`http://localhost:*`). `https://*example.com` is refused: it would let `https://evilexample.com` in; so is
 * `https://*.com`, a wildcard over a bare top-level domain (and `originMatches` matches nothing with it).
 */
export function originEntryProblem(entry: string): string | undefined {
  const trimmed = entry.trim()
  if (trimmed.includes('*')) {
    const lower = trimmed.toLowerCase()
    const match = lower.length <= MAX_ORIGIN_CHARS ? PATTERN_ENTRY.exec(lower) : null
    if (!match) return `"${entry}" is not an origin pattern; ${PATTERN_HELP}`
    const [, , wildcardLabel, host] = match
    if (wildcardLabel && isBareSuffix(host ?? ''))
      return `"${entry}" puts "*" over the whole top-level domain .${host}, which would allow every site under it; name your own domain, like https://*.example.com`
    return undefined
  }
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return `"${entry}" is not an origin; write it like https://app.example.com`
  }
  return url.origin === 'null' ? `"${entry}" has no origin; use an http(s) URL` : undefined
}

/** An allowed-origin entry as stored: a pattern lowercased, an origin reduced to its origin. Throws what originEntryProblem says. */
export function normalizeOriginEntry(entry: string): string {
  const problem = originEntryProblem(entry)
  if (problem) throw new Error(problem)
  const trimmed = entry.trim()
  return trimmed.includes('*') ? trimmed.toLowerCase() : new URL(trimmed).origin
}

/** Whether `origin` is an origin as browsers send it: `scheme://host[:port]`, lowercase, no path, no default port. */
export function isCanonicalOrigin(origin: string): boolean {
  if (origin.length > MAX_ORIGIN_CHARS) return false
  try {
    const url = new URL(origin)
    return url.origin !== 'null' && url.origin === origin
  } catch {
    return false
  }
}

/**
 * Whether a wildcard's suffix is a bare top-level domain (`*.com`, `*.test`): one label, which no one site owns.
 * Multi-label public suffixes (`co.uk`, `github.io`) need the Public Suffix List, which this pure rule does not carry.
 */
function isBareSuffix(host: string): boolean {
  return !host.includes('.')
}

/** Whether the labels before a pattern's suffix are one or more host labels (no empty label). */
function isLabelPrefix(prefix: string): boolean {
  return HOST_CHARS.test(prefix) && !prefix.startsWith('.') && !prefix.includes('..')
}

/**
 * Whether `origin` (a page's origin or a request's Origin header) is allowed by one entry. Plain entries
 * compare by origin; patterns match in time linear in the origin's length; an entry of any other shape
 * (`https://*example.com`) matches nothing.
 */
export function originMatches(entry: string, origin: string): boolean {
  if (!isCanonicalOrigin(origin)) return false
  if (!entry.includes('*')) {
    try {
      return new URL(entry.trim()).origin === origin
    } catch {
      return false
    }
  }
  const match = PATTERN_ENTRY.exec(entry.trim().toLowerCase())
  if (!match) return false
  const [, scheme, wildcardLabel, host, port] = match
  const url = new URL(origin)
  if (url.protocol !== `${scheme}:`) return false
  if (port === '*' ? url.port === '' : url.port !== (port ?? '')) return false
  if (!wildcardLabel) return url.hostname === host
  if (isBareSuffix(host ?? '')) return false
  const suffix = `.${host}`
  return (
    url.hostname.length > suffix.length &&
    url.hostname.endsWith(suffix) &&
    isLabelPrefix(url.hostname.slice(0, -suffix.length))
  )
}

/** Whether `origin` is allowed by any entry of the list. */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.some((entry) => originMatches(entry, origin))
}
