function originOf(value: string): string | undefined {
  try {
    const url = new URL(value)
    return url.origin === 'null' ? undefined : url.origin
  } catch {
    return undefined
  }
}

function patternOf(entry: string): RegExp {
  const escaped = entry.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')
  return new RegExp(`^${escaped}$`, 'i')
}

/**
 * Whether `origin` is on the allow list: entries with a wildcard (`https://*.example.com`) are matched
 * as patterns, others are compared by origin (spec section 5).
 */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  const current = originOf(origin)
  if (!current) return false
  return allowedOrigins.some((entry) => {
    if (entry.includes('*')) return patternOf(entry).test(current)
    return originOf(entry) === current
  })
}
