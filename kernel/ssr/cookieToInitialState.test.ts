import { expect, it, vi } from 'vitest'
import { defineNetwork } from '../networks/index.js'
import { cookieToInitialState, MAX_COOKIE_HEADER_BYTES } from './cookieToInitialState.js'

const network = (id: number) =>
  defineNetwork({
    id,
    chainNamespace: 'eip155',
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://rpc.example'] } },
  })
const config = { networks: [network(1), network(10)] }
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A Cookie header as the browser sends what cookieStorage wrote. */
function cookieHeader(values: Record<string, unknown>): string {
  return Object.entries(values)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('; ')
}
const session = {
  '@appkit/connection_status/eip155': 'connected',
  '@appkit/connected_address/eip155': ADDRESS,
  '@appkit/active_caip_network_id/eip155': 'eip155:10',
  '@appkit/active_namespace': 'eip155',
}

it('reads the stored connected account and its network from the Cookie header, among other cookies', () => {
  expect(cookieToInitialState(config, `theme=dark; ${cookieHeader(session)}; other=1`)).toEqual({
    activeNamespace: 'eip155',
    accounts: { eip155: { address: ADDRESS, caipNetworkId: 'eip155:10' } },
  })
})

it('a stored network the config does not have falls back to the configured default', () => {
  const header = cookieHeader({ ...session, '@appkit/active_caip_network_id/eip155': 'eip155:999' })
  expect(cookieToInitialState(config, header)?.accounts.eip155?.caipNetworkId).toBe('eip155:1')
})

it('no session: no header, no status, a status other than connected, no address, a namespace not configured', () => {
  expect(cookieToInitialState(config, undefined)).toBeUndefined()
  expect(cookieToInitialState(config, '')).toBeUndefined()
  const { '@appkit/connection_status/eip155': _status, ...noStatus } = session
  expect(cookieToInitialState(config, cookieHeader(noStatus))).toBeUndefined()
  expect(
    cookieToInitialState(
      config,
      cookieHeader({ ...session, '@appkit/connection_status/eip155': 'connecting' }),
    ),
  ).toBeUndefined()
  const { '@appkit/connected_address/eip155': _address, ...noAddress } = session
  expect(cookieToInitialState(config, cookieHeader(noAddress))).toBeUndefined()
  const solanaOnly = cookieHeader({
    '@appkit/connection_status/solana': 'connected',
    '@appkit/connected_address/solana': 'So1ana',
  })
  expect(cookieToInitialState(config, solanaOnly)).toBeUndefined()
})

it('malformed input is skipped, never thrown: bad encoding, bad JSON, values outside the schemas, oversize', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const malformed = [
    '%E0%A4%A=1; ;=; novalue',
    `${encodeURIComponent('@appkit/connection_status/eip155')}=%7Boops`,
    cookieHeader({ ...session, '@appkit/connected_address/eip155': '<script>alert(1)</script>' }),
    cookieHeader({ ...session, '@appkit/connection_status/eip155': 'sleeping' }),
    cookieHeader({ ...session, '@appkit/connected_address/eip155': 'a'.repeat(300) }),
  ]
  for (const header of malformed) expect(cookieToInitialState(config, header)).toBeUndefined()
  // Bytes, not characters: a header over the limit is not read, even with a valid session in it.
  const padding = `pad=${'é'.repeat(MAX_COOKIE_HEADER_BYTES / 2)}`
  expect(padding.length).toBeLessThan(MAX_COOKIE_HEADER_BYTES)
  expect(cookieToInitialState(config, `${cookieHeader(session)}; ${padding}`)).toBeUndefined()
  // A stored active namespace that has no session is not used.
  const other = cookieHeader({ ...session, '@appkit/active_namespace': 'solana' })
  expect(cookieToInitialState(config, other)?.activeNamespace).toBe('eip155')
})
