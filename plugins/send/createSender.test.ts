import { expect, it, vi } from 'vitest'
import { InsufficientFundsError, UserRejectedRequestError } from 'walletdock/errors'
import { type Network, signal, type TransferRequest, type Transfers } from 'walletdock/plugin'
import { createSender } from './createSender.js'

const network = { caipNetworkId: 'eip155:1', nativeCurrency: { symbol: 'ETH', decimals: 18 } } as Network
const request: TransferRequest = {
  caipNetwork: network,
  from: '0xabc',
  to: '0xdef',
  token: { symbol: 'ETH', decimals: 18 },
  amount: 1n,
}

function setup(transfers: Partial<Transfers>, limit?: number) {
  const confirmations: (() => void)[] = []
  const own: Transfers = {
    isAddress: () => true,
    estimateFee: async () => 21_000n,
    send: async () => '0xhash',
    waitForConfirmation: () => new Promise<void>((resolve) => confirmations.push(resolve)),
    transactionUrl: (_network, id) => `https://explorer.test/tx/${id}`,
    ...transfers,
  }
  const cache = { set: vi.fn(), delete: vi.fn() }
  const sender = createSender({
    state: {
      activeNamespace: signal('eip155' as const),
      account: () => signal({ caipAddress: 'eip155:1:0xabc' }) as never,
    },
    networks: [network],
    transfers: { of: () => own, receiverResolver: () => undefined },
    api: undefined,
    cache,
    report: () => undefined,
    limit,
  })
  return { sender, cache, confirmations }
}

it('sends, links the transaction and drops the cached balances; the account is read from the state', async () => {
  const { sender, cache } = setup({})
  expect(sender.account()).toMatchObject({ namespace: 'eip155', address: '0xabc', caipNetwork: network })
  expect(await sender.send(request, 'eip155')).toEqual({
    id: '0xhash',
    url: 'https://explorer.test/tx/0xhash',
  })
  expect(cache.delete).toHaveBeenCalledWith('portfolioBalance:eip155:1:0xabc')
  expect(
    await sender.balances({
      namespace: 'eip155',
      address: '0xabc',
      caipNetworkId: 'eip155:1',
      caipNetwork: network,
    }),
  ).toEqual([])
})

it('refuses a send while the pending transactions limit is reached, and frees a place on confirmation', async () => {
  const { sender, confirmations } = setup({}, 2)
  await sender.send(request, 'eip155')
  await sender.send(request, 'eip155')
  await expect(sender.send(request, 'eip155')).rejects.toThrow('Too many pending transactions (at most 2)')
  confirmations[0]?.()
  await vi.waitFor(() => expect(sender.pendingCount()).toBe(1))
  await expect(sender.send(request, 'eip155')).resolves.toMatchObject({ id: '0xhash' })
})

it('names wallet rejections and node errors from the error catalogue', async () => {
  const rejected = setup({ send: () => Promise.reject(Object.assign(new Error('nope'), { code: 4001 })) })
  await expect(rejected.sender.send(request, 'eip155')).rejects.toBeInstanceOf(UserRejectedRequestError)
  expect(rejected.sender.pendingCount()).toBe(0)
  const poor = setup({
    estimateFee: () => Promise.reject(new Error('insufficient funds for gas * price + value')),
  })
  await expect(poor.sender.estimateFee(request, 'eip155')).rejects.toBeInstanceOf(InsufficientFundsError)
})

it('reads the balances fresh when the view opens, past a load in flight under the tokens plugin’s key, and keeps them there; zero-decimal tokens left out', async () => {
  const item = (symbol: string, decimals: string) => ({
    name: symbol,
    symbol,
    chainId: 'eip155:1',
    value: 1,
    price: 1,
    quantity: { decimals, numeric: '1' },
    iconUrl: '',
  })
  const fresh = { balances: [item('ETH', '18'), item('NFT', '0')] }
  const get = vi.fn(async () => fresh)
  // The Tokens tab's load of the same key, in flight with an older answer, is not what the view gets.
  const stale = { balances: [item('OLD', '18')] }
  const cache = {
    getOrLoad: vi.fn(async () => stale),
    set: vi.fn(),
    delete: vi.fn(),
  }
  const sender = createSender({
    state: { activeNamespace: signal('eip155' as const), account: () => signal({}) as never },
    networks: [],
    transfers: { of: () => undefined, receiverResolver: () => undefined },
    api: { get } as never,
    cache: cache as never,
    report: () => undefined,
  })
  const of = {
    namespace: 'eip155' as const,
    address: '0xABC',
    caipNetworkId: 'eip155:1',
    caipNetwork: network,
  }
  expect((await sender.balances(of)).map((b) => b.symbol)).toEqual(['ETH'])
  expect(cache.set).toHaveBeenCalledWith('portfolioBalance:eip155:1:0xabc', fresh, expect.any(Number))
  expect(get).toHaveBeenCalledWith(
    expect.objectContaining({
      path: 'v1/account/0xABC/balance',
      params: { currency: 'usd', chainId: 'eip155:1', forceUpdate: '1' },
    }),
  )
})
