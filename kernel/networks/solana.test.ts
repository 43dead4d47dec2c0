import { describe, expect, it } from 'vitest'
import { parseCaipNetworkId } from '../caip/parseCaipNetworkId.js'
import { networkSchema } from '../config/schema.js'
import { LOCAL_SOLANA_GENESIS_HASH } from '../protocol/localSolanaChain.js'
import { solana, solanaDevnet, solanaLocalnet, solanaTestnet } from './solana.js'

describe('solana networks', () => {
  it('mainnet, devnet and testnet carry their CAIP-2 ids (genesis hash prefix), SOL with 9 decimals and an explorer', () => {
    expect([solana, solanaDevnet, solanaTestnet].map((network) => network.caipNetworkId)).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    ])
    for (const network of [solana, solanaDevnet, solanaTestnet]) {
      expect(networkSchema.parse(network)).toEqual(network)
      expect(network.chainNamespace).toBe('solana')
      expect(network.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
      expect(network.blockExplorers?.default.url).toMatch(/^https:\/\/solscan\.io/)
      expect(parseCaipNetworkId(network.caipNetworkId).reference).toHaveLength(32)
    }
    expect(solana.testnet).toBe(false)
    expect(solanaDevnet.testnet).toBe(true)
  })

  it("names appkit dev's local chain, its websocket on the RPC port + 1 unless given", () => {
    const local = solanaLocalnet()
    expect(networkSchema.parse(local)).toEqual(local)
    expect(local.caipNetworkId).toBe(`solana:${LOCAL_SOLANA_GENESIS_HASH.slice(0, 32)}`)
    expect(local.rpcUrls.default).toEqual({
      http: ['http://127.0.0.1:4547'],
      webSocket: ['ws://127.0.0.1:4548'],
    })
    expect(solanaLocalnet({ rpcUrl: 'http://127.0.0.1:5547' }).rpcUrls.default.webSocket).toEqual([
      'ws://127.0.0.1:5548',
    ])
    expect(
      solanaLocalnet({ rpcUrl: 'http://127.0.0.1:5547', wsUrl: 'ws://127.0.0.1:9000' }).rpcUrls.default
        .webSocket,
    ).toEqual(['ws://127.0.0.1:9000'])
  })
})
