import { describe, expect, it } from 'vitest'
import { clientAddress, trustedProxySet } from './clientAddress.js'

const proxies = trustedProxySet(['10.0.0.2', '10.0.0.3'])

describe('the address a per-client limit counts', () => {
  it('is the remote address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(
      clientAddress({
        remoteAddress: '203.0.113.9',
        forwardedFor: '198.51.100.1',
        trustedProxies: new Set(),
      }),
    ).toBe('203.0.113.9')
  })

  it('behind a trusted proxy, is the nearest forwarded address that is not a trusted proxy', () => {
    expect(
      clientAddress({
        remoteAddress: '::ffff:10.0.0.2',
        forwardedFor: '192.0.2.77, 198.51.100.1, 10.0.0.3',
        trustedProxies: proxies,
      }),
    ).toBe('198.51.100.1')
  })

  it('ignores X-Forwarded-For from a client that is not a trusted proxy (no picking one’s own bucket)', () => {
    expect(
      clientAddress({ remoteAddress: '198.51.100.1', forwardedFor: '192.0.2.1', trustedProxies: proxies }),
    ).toBe('198.51.100.1')
  })

  it('falls back to the proxy’s address when the forwarded entry is not an address', () => {
    expect(
      clientAddress({ remoteAddress: '10.0.0.2', forwardedFor: 'not-an-ip', trustedProxies: proxies }),
    ).toBe('10.0.0.2')
  })

  it('refuses a trusted-proxy entry that is not an IP address, saying how to write one', () => {
    expect(() => trustedProxySet(['proxy.internal'])).toThrow(
      'trusted proxy "proxy.internal" is not an IP address; list the proxies\' addresses, e.g. 10.0.0.2',
    )
  })
})
