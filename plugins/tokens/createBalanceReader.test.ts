import { afterEach, expect, it, vi } from 'vitest'
import { CACHE_TTL_MS } from '../../kernel/http/constants.js'
import { createApiClient } from '../../kernel/http/createApiClient.js'
import { createCache } from '../../kernel/http/createCache.js'
import { createTestApiClient } from '../../tests/support/kernelTesting.js'
import { createBalanceReader } from './createBalanceReader.js'

const body = {
  balances: [
    {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      value: 3000,
      price: 3000,
      quantity: { decimals: '18', numeric: '1' },
      iconUrl: '',
    },
  ],
}

function services(respond: () => Response) {
  const fetch = vi.fn(async (_url: string) => respond())
  const api = createTestApiClient(fetch)
  return { api, fetch }
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

it('a failed balance load is not retried within the 30 s retry gate', async () => {
  let clock = 0
  const { api, fetch } = services(() => new Response('nope', { status: 500 }))
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const read = createBalanceReader({ api, cache: createCache({ now: () => clock }), now: () => clock })
  expect(await read('0xabc', 'eip155:1')).toEqual({ state: 'unavailable', retryAt: 30_000 })
  clock = 29_999
  expect((await read('0xabc', 'eip155:1')).state).toBe('unavailable')
  expect(fetch).toHaveBeenCalledOnce()
  fetch.mockImplementation(async (_url: string) => Response.json(body))
  clock = 30_000
  expect(await read('0xabc', 'eip155:1')).toMatchObject({ state: 'ok', balances: [{ symbol: 'ETH' }] })
  expect(String(fetch.mock.calls[1]?.[0])).toContain(
    '/v1/account/0xabc/balance?currency=usd&chainId=eip155%3A1',
  )
})

it("a refused origin reads as 'refused' (the instance's Origin Not Allowed alert says why), not 'Token Balance Unavailable'", async () => {
  let clock = 0
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const refusals: number[] = []
  const fetch = vi.fn(async (_url: string) =>
    Response.json(
      { error: { code: 'ORIGIN_NOT_ALLOWED', message: 'origin x is not allowed' } },
      { status: 403 },
    ),
  )
  const api = createApiClient({
    baseUrl: 'http://api.test',
    projectId: 'p',
    sdkType: 'appkit',
    sdkVersion: 't',
    fetch,
    onOriginRefused: () => refusals.push(clock),
  })
  const read = createBalanceReader({ api, cache: createCache({ now: () => clock }), now: () => clock })
  expect(await read('0xabc', 'eip155:1')).toEqual({ state: 'refused', retryAt: 30_000 })
  clock = 10
  expect(await read('0xabc', 'eip155:1')).toEqual({ state: 'refused', retryAt: 30_000 })
  expect(fetch).toHaveBeenCalledOnce()
  expect(refusals).toEqual([0])
  expect(warn).not.toHaveBeenCalled()
})

it('a balance answer is cached 30 s (portfolio balance lifetime), then read again', async () => {
  vi.useFakeTimers()
  const { api, fetch } = services(() => Response.json(body))
  const cache = createCache()
  const read = createBalanceReader({ api, cache })
  await read('0xABC', 'eip155:1')
  vi.advanceTimersByTime(CACHE_TTL_MS.portfolioBalance - 1)
  // The same account in another case is the same entry.
  expect((await read('0xabc', 'eip155:1')).state).toBe('ok')
  expect(fetch).toHaveBeenCalledOnce()
  // Another chain is another answer.
  await read('0xabc', 'eip155:10')
  expect(fetch).toHaveBeenCalledTimes(2)
  vi.advanceTimersByTime(1)
  await read('0xabc', 'eip155:1')
  expect(fetch).toHaveBeenCalledTimes(3)
  cache.stop()
})

it('a reader that stops waiting (the view closed) leaves the answer in the cache for the next read', async () => {
  let answer: (response: Response) => void = () => undefined
  const fetch = vi.fn(
    (_url: string) =>
      new Promise<Response>((resolve) => {
        answer = resolve
      }),
  )
  const api = createTestApiClient(fetch)
  const cache = createCache({ now: () => 0 })
  const read = createBalanceReader({ api, cache, now: () => 0 })
  const controller = new AbortController()
  const first = read('0xabc', 'eip155:1', controller.signal)
  controller.abort(new Error('view closed'))
  await expect(first).rejects.toThrow('view closed')
  const second = read('0xabc', 'eip155:1')
  answer(Response.json(body))
  expect(await second).toMatchObject({ state: 'ok', balances: [{ symbol: 'ETH' }] })
  expect(fetch).toHaveBeenCalledOnce()
  cache.stop()
})

it('when the native balance in the store moved, the answer is read again at once, past the services cache too', async () => {
  const { api, fetch } = services(() => Response.json(body))
  const cache = createCache({ now: () => 0 })
  const read = createBalanceReader({ api, cache, now: () => 0 })
  await read('0xabc', 'eip155:1', undefined, '1')
  // The same balance (the tab opened again) reads from the cache; an unknown one (still loading) too.
  await read('0xabc', 'eip155:1', undefined, '1')
  await read('0xabc', 'eip155:1')
  expect(fetch).toHaveBeenCalledOnce()
  expect(String(fetch.mock.calls[0]?.[0])).not.toContain('forceUpdate')
  // A send was mined: the header's balance moved, and the tab's answer with it.
  await read('0xabc', 'eip155:1', undefined, '0.99')
  expect(fetch).toHaveBeenCalledTimes(2)
  expect(String(fetch.mock.calls[1]?.[0])).toContain('forceUpdate=1')
  await read('0xabc', 'eip155:1', undefined, '0.99')
  expect(fetch).toHaveBeenCalledTimes(2)
  cache.stop()
})
