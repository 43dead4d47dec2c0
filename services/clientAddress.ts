import { isIP } from 'node:net'

/**
 * The address a per-client limit counts: the connection's remote address, or, when that address is one of
 * `trustedProxies` (the reverse proxies in front of the services), the nearest address in X-Forwarded-For
 * that is not a trusted proxy. A header from anyone else is ignored, so a client cannot pick its own bucket.
 */
export function clientAddress(parameters: {
  remoteAddress: string | undefined
  forwardedFor: string | string[] | undefined
  trustedProxies: ReadonlySet<string>
}): string {
  const remote = normalize(parameters.remoteAddress) ?? 'unknown'
  if (!parameters.trustedProxies.has(remote) || parameters.forwardedFor === undefined) return remote
  const hops = [parameters.forwardedFor]
    .flat()
    .flatMap((header) => header.split(','))
    .map((entry) => normalize(entry.trim()))
  // Right to left: each trusted proxy appended the address it was reached from; the first one not ours is the client.
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index]
    if (hop === undefined) return remote
    if (!parameters.trustedProxies.has(hop)) return hop
  }
  return remote
}

/** An IP address in one spelling (an IPv4-mapped IPv6 address as IPv4), or undefined when it is not an address. */
function normalize(address: string | undefined): string | undefined {
  if (address === undefined) return undefined
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address
  return isIP(plain) === 0 ? undefined : plain.toLowerCase()
}

/** The trusted-proxy list as a set of normalized addresses; an entry that is not an IP address is refused. */
export function trustedProxySet(addresses: readonly string[] = []): ReadonlySet<string> {
  const set = new Set<string>()
  for (const address of addresses) {
    const normal = normalize(address.trim())
    if (normal === undefined)
      throw new Error(
        `trusted proxy "${address}" is not an IP address; list the proxies' addresses, e.g. 10.0.0.2`,
      )
    set.add(normal)
  }
  return set
}
