import { expect, it } from 'vitest'
import { createAppKit } from './createAppKit.js'
import { defineNetwork } from './networks/index.js'

const localChain = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Local chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

it('two instances on one page never share state', () => {
  const first = createAppKit({ projectId: 'a', networks: [localChain] })
  const second = createAppKit({ projectId: 'b', networks: [localChain] })
  first.open()
  expect(first.getState().open).toBe(true)
  expect(second.getState().open).toBe(false)
})
