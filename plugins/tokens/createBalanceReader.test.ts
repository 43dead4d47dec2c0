import { expect, it, vi } from 'vitest'
import { createApiClient } from '../../kernel/http/createApiClient.js'
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

it('a failed balance load is not retried within the 30 s retry gate', async () => {
  let clock = 0
  const fetch = vi.fn(async (_url: string) => new Response('nope', { status: 500 }))
  const api = createApiClient({
    baseUrl: 'http://api.test',
    projectId: 'p',
    sdkType: 'appkit',
    sdkVersion: 't',
    fetch,
  })
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const read = createBalanceReader(api, () => clock)
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
