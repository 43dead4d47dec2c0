// The one loopback rule: the dev wallet (which chains it may sign for), `appkit dev` (where it may listen)
// and the kernel's origin check (a local development origin is always allowed). Pure, no imports.

const IPV4_LOOPBACK = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

/** Whether `host` (a hostname or address, IPv6 with or without brackets) is this machine: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  if (bare === 'localhost' || bare === '::1') return true
  const octets = IPV4_LOOPBACK.exec(bare)
  return octets?.slice(1).every((octet) => Number(octet) <= 255) ?? false
}

/**
 * Whether `origin` is where a development server runs by default: http(s) on `localhost`, `127.0.0.1` or
 * `[::1]`, any port. Narrower than loopback on purpose: other 127.x hosts stand in for real sites in tests.
 */
export function isLocalDevelopmentOrigin(origin: string): boolean {
  try {
    const { hostname, protocol } = new URL(origin)
    const host = hostname.toLowerCase()
    return (
      (protocol === 'http:' || protocol === 'https:') &&
      (host === 'localhost' || host === '127.0.0.1' || host === '[::1]')
    )
  } catch {
    return false
  }
}

/** Whether `url` is an http(s) URL (or origin) on this machine. */
export function isLoopbackUrl(url: string): boolean {
  try {
    const { hostname, protocol } = new URL(url)
    return (protocol === 'http:' || protocol === 'https:') && isLoopbackHost(hostname)
  } catch {
    return false
  }
}
