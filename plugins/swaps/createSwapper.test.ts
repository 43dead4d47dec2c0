import { expect, it } from 'vitest'
import type { ApiClient, StateAccess } from 'walletdock/plugin'
import { createCache } from '../../kernel/http/createCache.js'
import { GAS_PRICE_TTL_MS } from './constants.js'
import { createSwapper, type SwapToken } from './createSwapper.js'

const CHAIN = 'eip155:31337'
const ACCOUNT = {
  address: `0x${'a'.repeat(40)}`,
  caipNetworkId: CHAIN,
  caipAddress: `${CHAIN}:0x${'a'.repeat(40)}`,
}
const token = (symbol: string, address: string): SwapToken => ({
  name: symbol,
  symbol,
  address: `${CHAIN}:${address}`,
  decimals: 18,
  logoUri: '',
  balance: '0',
})
const ETH = token('ETH', `0x${'e'.repeat(40)}`)
const DUSD = token('DUSD', `0x${'1'.repeat(40)}`)

/** The convert API as the swapper sees it (its answers per path); the real one is in tests/swaps/swapper.test.ts. */
function setup() {
  const asked: { path: string; params: Record<string, string> }[] = []
  let gasPrice = '7000000000'
  const answers: Record<string, () => unknown> = {
    'v1/convert/gas-price': () => ({ standard: gasPrice, fast: '9', instant: '10' }),
    'v1/convert/quotes': () => ({
      quotes: [
        {
          id: null,
          fromAmount: '1000',
          fromAccount: ETH.address,
          toAmount: '3000',
          toAccount: DUSD.address,
          path: [ETH.address, DUSD.address],
          priceImpact: '0.1',
          gas: '100000',
          networkFee: '700000000000000',
        },
      ],
    }),
  }
  const api = {
    async get({
      path,
      params,
      schema,
    }: {
      path: string
      params: Record<string, string>
      schema: { parse(v: unknown): unknown }
    }) {
      asked.push({ path, params })
      const answer = answers[path]
      if (!answer) throw new Error(`not expected: ${path}`)
      return schema.parse(answer())
    },
    post: async () => {
      throw new Error('not expected')
    },
  } as unknown as Pick<ApiClient, 'get' | 'post'>
  let clock = 0
  const cache = createCache({ now: () => clock })
  const swapper = createSwapper({
    state: {} as Pick<StateAccess, 'account' | 'connection' | 'connectors'>,
    api,
    cache,
    projectId: 'p',
  })
  return {
    swapper,
    asked,
    cache,
    setGasPrice: (value: string) => {
      gasPrice = value
    },
    advance: (ms: number) => {
      clock += ms
    },
  }
}

it("a quote is asked with amount, userAddress, from, to and gasPrice, the network's standard price from /v1/convert/gas-price (spec 7)", async () => {
  const { swapper, asked, cache } = setup()
  const quote = await swapper.quote(ACCOUNT, ETH, DUSD, 1000n)
  expect(asked).toEqual([
    { path: 'v1/convert/gas-price', params: { chainId: CHAIN } },
    {
      path: 'v1/convert/quotes',
      params: {
        amount: '1000',
        userAddress: ACCOUNT.caipAddress,
        from: ETH.address,
        to: DUSD.address,
        gasPrice: '7000000000',
      },
    },
  ])
  expect(quote).toEqual({ toAmount: 3000n, minimum: 2970n, priceImpact: '0.1', networkFee: 700000000000000n })
  cache.stop()
})

it('the gas price is kept 10 s: the next quotes reuse it, then it is read again', async () => {
  const { swapper, asked, cache, setGasPrice, advance } = setup()
  await swapper.quote(ACCOUNT, ETH, DUSD, 1000n)
  setGasPrice('8000000000')
  advance(GAS_PRICE_TTL_MS - 1)
  await swapper.quote(ACCOUNT, ETH, DUSD, 1000n)
  advance(1)
  await swapper.quote(ACCOUNT, ETH, DUSD, 1000n)
  expect(asked.filter((call) => call.path === 'v1/convert/gas-price')).toHaveLength(2)
  expect(
    asked.filter((call) => call.path === 'v1/convert/quotes').map((call) => call.params.gasPrice),
  ).toEqual(['7000000000', '7000000000', '8000000000'])
  cache.stop()
})
