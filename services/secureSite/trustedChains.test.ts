import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { trustedChainsResponseSchema } from '../../plugins/embedded-wallet/protocol/trustedChains.js'
import { trustedChainRoutes } from './smartAccountRoutes.js'
import { trustedChainsOf } from './trustedChains.js'

const chains = trustedChainsOf(
  [
    {
      caip2: 'eip155:31337',
      chainId: 31337,
      name: 'Local',
      rpcUrl: 'http://127.0.0.1:8545',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
    {
      caip2: 'eip155:7',
      chainId: 7,
      name: 'Six decimals',
      rpcUrl: 'http://127.0.0.1:8546',
      nativeCurrency: { name: 'Six', symbol: 'SIX', decimals: 6 },
    },
  ],
  { ETH: 3000 },
)

describe("the secure site's own chains (GET /chains)", () => {
  it('lists each chain with its RPC, currency, the price when known and a fee bound of 0.05 native units', () => {
    expect(chains).toEqual([
      {
        chainId: 31337,
        rpcUrl: 'http://127.0.0.1:8545',
        nativeCurrency: { symbol: 'ETH', decimals: 18 },
        usdPrice: 3000,
        feeBoundWei: '50000000000000000',
      },
      {
        chainId: 7,
        rpcUrl: 'http://127.0.0.1:8546',
        nativeCurrency: { symbol: 'SIX', decimals: 6 },
        feeBoundWei: '50000',
      },
    ])
  })

  it('serves them in the wire schema; junk in the query changes nothing; other methods are not found', async () => {
    const app = trustedChainRoutes(chains)
    const answer = await app.request('/chains')
    expect(answer.status).toBe(200)
    expect(z.parse(trustedChainsResponseSchema, await answer.json()).chains).toEqual(chains)
    const junk = await app.request('/chains?chainId=%00%ff&rpcUrl=javascript:alert(1)')
    expect(await junk.json()).toEqual({ chains })
    expect((await app.request('/chains', { method: 'POST', body: '{' })).status).toBe(404)
  })

  it('the wire schema refuses a chain with a non-http RPC or a fee bound that is not wei', () => {
    const bad = { ...chains[0], rpcUrl: 'javascript:alert(1)' }
    expect(z.safeParse(trustedChainsResponseSchema, { chains: [bad] }).success).toBe(false)
    const badBound = { ...chains[0], feeBoundWei: '0.05' }
    expect(z.safeParse(trustedChainsResponseSchema, { chains: [badBound] }).success).toBe(false)
  })
})
