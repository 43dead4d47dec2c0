import { defineChain } from 'viem'
import { describe, expect, it } from 'vitest'
import { networkSchema } from '../config/schema.js'
import { arbitrum, base, bsc, mainnet, polygon, scroll, sepolia, zksync } from './eip155.js'
import { fromViemChain } from './fromViemChain.js'

describe('fromViemChain', () => {
  it('builds eip155 networks in the spec Network shape', () => {
    for (const network of [mainnet, sepolia, arbitrum, base, polygon, bsc, zksync, scroll]) {
      expect(networkSchema.parse(network)).toEqual(network)
      expect(network.caipNetworkId).toBe(`eip155:${network.id}`)
    }
    expect(mainnet).toMatchObject({
      id: 1,
      caipNetworkId: 'eip155:1',
      chainNamespace: 'eip155',
      name: 'Ethereum',
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
      blockExplorers: { default: { url: 'https://etherscan.io' } },
      testnet: false,
      assets: { imageId: 'ethereum' },
    })
    expect(sepolia.testnet).toBe(true)
    expect(polygon.nativeCurrency.symbol).toBe('POL')
  })

  it('takes custom RPC URLs for a custom network', () => {
    const chain = defineChain({
      id: 777,
      name: 'House chain',
      nativeCurrency: { name: 'House', symbol: 'HSE', decimals: 18 },
      rpcUrls: { default: { http: ['https://public.example'], webSocket: ['wss://public.example'] } },
    })
    const network = fromViemChain(chain, { rpcUrls: ['https://private.example/rpc'] })
    expect(network.rpcUrls).toEqual({ default: { http: ['https://private.example/rpc'] } })
    expect(network.caipNetworkId).toBe('eip155:777')
    expect(network.blockExplorers).toBeUndefined()
    expect(networkSchema.safeParse(network).success).toBe(true)
  })
})
