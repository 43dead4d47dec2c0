/** Checks an allowed-origin entry: an origin (`https://app.example.com`) or a wildcard pattern (`https://*.example.com`). */
export function normalizeOriginEntry(entry: string): string {
  const trimmed = entry.trim()
  if (trimmed.includes('*')) {
    if (!/^[a-z][a-z0-9+.-]*:\/\/[*a-z0-9.-]+(:\d+)?$/i.test(trimmed)) {
      throw new Error(`"${entry}" is not an origin pattern; write it like https://*.example.com`)
    }
    return trimmed.toLowerCase()
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

/** Whether `origin` (a request's Origin header) is allowed by one entry; wildcard entries match as patterns. */
export function originMatches(entry: string, origin: string): boolean {
  if (!entry.includes('*')) {
    try {
      return new URL(entry).origin === new URL(origin).origin
    } catch {
      return false
    }
  }
  const pattern = entry
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('[a-z0-9-]+(?:\\.[a-z0-9-]+)*')
  return new RegExp(`^${pattern}$`, 'i').test(origin)
}
