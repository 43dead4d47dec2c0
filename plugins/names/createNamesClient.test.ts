import { afterEach, expect, it, vi } from 'vitest'
import { CACHE_TTL_MS } from '../../kernel/http/constants.js'
import { createCache } from '../../kernel/http/createCache.js'
import { createTestApiClient } from '../../tests/support/kernelTesting.js'
import { addressOnChain, createNamesClient } from './createNamesClient.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const record = {
  name: 'alice.reown.id',
  addresses: { '2147514985': { address: ADDRESS } },
  attributes: { avatar: 'https://example.com/a.png' },
  registered_at: '2026-11-27T11:00:00.000Z',
}

function client(respond: (url: string, init?: RequestInit) => Response) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => respond(url, init))
  const api = createTestApiClient(fetch)
  let clock = 0
  const cache = createCache({ now: () => clock })
  return { names: createNamesClient({ api, cache }), fetch, cache, advance: (ms: number) => (clock += ms) }
}

afterEach(() => vi.restoreAllMocks())

it('identity is read once within 5 min (spec 9), then again', async () => {
  const { names, fetch, advance, cache } = client(() =>
    Response.json({ name: 'alice.reown.id', avatar: null }),
  )
  expect(await names.identity(ADDRESS)).toEqual({ name: 'alice.reown.id', avatar: null })
  advance(CACHE_TTL_MS.identity - 1)
  await names.identity(ADDRESS.toLowerCase())
  expect(fetch).toHaveBeenCalledOnce()
  expect(String(fetch.mock.calls[0]?.[0])).toContain(`/v1/identity/${ADDRESS}?sender=${ADDRESS}`)
  advance(1)
  await names.identity(ADDRESS)
  expect(fetch).toHaveBeenCalledTimes(2)
  cache.stop()
})

it('a resolved name is kept 5 min (spec 9, the ENS lifetime), then asked again', async () => {
  const { names, fetch, advance, cache } = client(() => Response.json(record))
  expect(CACHE_TTL_MS.ens).toBe(5 * 60_000)
  await names.resolve('alice.reown.id')
  advance(5 * 60_000 - 1)
  await names.resolve('alice.reown.id')
  expect(fetch).toHaveBeenCalledOnce()
  expect(String(fetch.mock.calls[0]?.[0])).toContain('/v1/profile/account/alice.reown.id?apiVersion=')
  advance(1)
  await names.resolve('alice.reown.id')
  expect(fetch).toHaveBeenCalledTimes(2)
  cache.stop()
})

it("a name nobody registered resolves to nothing; a failing service is 'Error resolving name'", async () => {
  let status = 404
  const { names, cache } = client(() =>
    status === 200
      ? Response.json(record)
      : Response.json({ error: { code: 'X', message: 'x' } }, { status }),
  )
  expect(await names.resolve('nobody.reown.id')).toBeUndefined()
  status = 500
  await expect(names.resolve('alice.reown.id')).rejects.toMatchObject({
    name: 'NameResolveError',
    shortMessage: 'Error resolving name',
  })
  status = 200
  const profile = await names.resolve('alice.reown.id')
  expect(profile && addressOnChain(profile, 31337)).toBe(ADDRESS)
  // Another chain's coin type: the address the name has.
  expect(profile && addressOnChain(profile, 10)).toBe(ADDRESS)
  cache.stop()
})

it("suggestions ask in the fixed zone; failures are 'Error fetching name suggestions' and 'Error fetching names for address'", async () => {
  let ok = true
  const { names, fetch, cache } = client(() =>
    ok
      ? Response.json({ suggestions: [{ name: 'alice.reown.id', registered: false }] })
      : new Response('no', { status: 502 }),
  )
  expect(await names.suggestions('alice')).toEqual([{ name: 'alice.reown.id', registered: false }])
  expect(String(fetch.mock.calls[0]?.[0])).toContain('/v1/profile/suggestions/alice?zone=reown.id')
  ok = false
  await expect(names.suggestions('alice')).rejects.toThrow('Error fetching name suggestions')
  await expect(names.namesOf(ADDRESS)).rejects.toThrow('Error fetching names for address')
  cache.stop()
})

it("registers: signs the JSON message with the chain's ENSIP-11 coin type; a refusal is 'Error registering name {name}'", async () => {
  const bodies: unknown[] = []
  let ok = true
  const { names, cache } = client((_url, init) => {
    bodies.push(JSON.parse(String(init?.body)))
    return ok
      ? Response.json({ success: true, name: 'alice.reown.id' })
      : new Response('taken', { status: 409 })
  })
  const sign = vi.fn(async (message: string) => `0x${message.length.toString(16).padStart(130, '0')}`)
  const name = await names.register({
    label: 'Alice',
    address: ADDRESS,
    chainId: 31337,
    sign,
    now: () => 1_800_000_000_000,
  })
  expect(name).toBe('alice.reown.id')
  const message = JSON.parse(String(sign.mock.calls[0]?.[0]))
  expect(message).toEqual({
    name: 'alice.reown.id',
    address: ADDRESS,
    coin_type: 0x80000000 + 31337,
    attributes: {},
    timestamp: 1_800_000_000,
  })
  expect(bodies[0]).toMatchObject({
    coin_type: 0x80000000 + 31337,
    address: ADDRESS,
    message: sign.mock.calls[0]?.[0],
  })
  ok = false
  await expect(names.register({ label: 'alice', address: ADDRESS, chainId: 31337, sign })).rejects.toThrow(
    'Error registering name alice.reown.id',
  )
  // A chain id of 2^31 or more has no coin type: nothing is signed.
  sign.mockClear()
  await expect(
    names.register({ label: 'alice', address: ADDRESS, chainId: 2 ** 31, sign }),
  ).rejects.toMatchObject({
    shortMessage: 'Error registering name alice.reown.id',
    cause: { message: 'Invalid chainId' },
  })
  expect(sign).not.toHaveBeenCalled()
  cache.stop()
})
