// The one loopback rule: the kernel's origin check (local development is always allowed), the dev wallet
// (which keys it may use) and `appkit dev` (where it may listen). Pure, no imports.

const IPV4_LOOPBACK = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

/** Whether `host` (a hostname or address, IPv6 with or without brackets) is this machine: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  if (bare === 'localhost' || bare === '::1') return true
  const octets = IPV4_LOOPBACK.exec(bare)
  return octets?.slice(1).every((octet) => Number(octet) <= 255) ?? false
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
