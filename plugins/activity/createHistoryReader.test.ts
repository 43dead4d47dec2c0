import { expect, it, vi } from 'vitest'
import { createTestApiClient } from '../../tests/support/kernelTesting.js'
import { createHistoryReader } from './createHistoryReader.js'
import { ActivityAddressRequiredError, FetchTransactionsError } from './errors.js'

const transaction = (id: string, chain: string) => ({
  id,
  metadata: {
    minedAt: '2026-01-01T00:00:00.000Z',
    chain,
    operationType: 'send',
    status: 'confirmed',
    sentFrom: '0xabc',
    sentTo: '0xdef',
    hash: `0x${id}`,
  },
  transfers: [
    {
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://x.test/eth.png' } },
      direction: 'out',
      quantity: { numeric: '1' },
      value: 1,
      price: 1,
    },
  ],
})

function reader(respond: (url: string) => Response) {
  // As fetch does: an aborted signal rejects with its reason.
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    init?.signal?.throwIfAborted()
    return respond(url)
  })
  const track = vi.fn()
  const api = createTestApiClient(fetch)
  return { read: createHistoryReader({ api, analytics: { track } }), fetch, track }
}

it("asks for the active chain's page with the cursor and keeps only that chain's transactions", async () => {
  const { read, fetch } = reader(() =>
    Response.json({ data: [transaction('a', 'eip155:1'), transaction('b', 'eip155:10')], next: 'c2' }),
  )
  const page = await read({ address: '0xAbC', caipNetworkId: 'eip155:1', cursor: 'c1' })
  expect(page).toMatchObject({ transactions: [{ id: 'a' }], next: 'c2' })
  expect(page.transactions).toHaveLength(1)
  const url = new URL(String(fetch.mock.calls[0]?.[0]))
  expect(url.pathname).toBe('/v1/account/0xAbC/history')
  expect(url.searchParams.get('chainId')).toBe('eip155:1')
  expect(url.searchParams.get('cursor')).toBe('c1')
})

it('refuses a request with no account address, without asking the services', async () => {
  const { read, fetch, track } = reader(() => Response.json({ data: [], next: null }))
  await expect(read({ address: undefined, caipNetworkId: 'eip155:1' })).rejects.toBeInstanceOf(
    ActivityAddressRequiredError,
  )
  await expect(read({ address: '', caipNetworkId: 'eip155:1' })).rejects.toThrow(
    "Transactions can't be fetched without an account address",
  )
  expect(fetch).not.toHaveBeenCalled()
  expect(track).not.toHaveBeenCalled()
})

it("a failed request rejects with 'Failed to fetch transactions' and tracks ERROR_FETCH_TRANSACTIONS", async () => {
  const { read, track } = reader(() => new Response('down', { status: 502 }))
  const failure = read({ address: '0xabc', caipNetworkId: 'eip155:1' })
  await expect(failure).rejects.toBeInstanceOf(FetchTransactionsError)
  await expect(failure).rejects.toThrow('Failed to fetch transactions')
  expect(track).toHaveBeenCalledWith({
    type: 'error',
    event: 'ERROR_FETCH_TRANSACTIONS',
    properties: { address: '0xabc', chainId: 'eip155:1', cursor: null },
  })
})

it('an answer that is not a history page is a failure too (the contract is checked)', async () => {
  const { read, track } = reader(() => Response.json({ data: [{ id: 1 }], next: null }))
  await expect(read({ address: '0xabc', caipNetworkId: 'eip155:1' })).rejects.toBeInstanceOf(
    FetchTransactionsError,
  )
  expect(track).toHaveBeenCalledOnce()
})

it('an aborted request rejects with the reason and tracks nothing', async () => {
  const { read, track } = reader(() => Response.json({ data: [], next: null }))
  const controller = new AbortController()
  controller.abort(new Error('tab closed'))
  await expect(
    read({ address: '0xabc', caipNetworkId: 'eip155:1', signal: controller.signal }),
  ).rejects.toThrow('tab closed')
  expect(track).not.toHaveBeenCalled()
})
