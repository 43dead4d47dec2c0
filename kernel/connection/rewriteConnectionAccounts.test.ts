import { describe, expect, it } from 'vitest'
import type { CaipNetwork, Connection } from '../store/types.js'
import { rewriteConnectionAccounts } from './rewriteConnectionAccounts.js'

const devnet = { caipNetworkId: 'solana:devnet', id: 'devnet', name: 'Devnet' } as unknown as CaipNetwork
const wc: Connection = { connectorId: 'wc', namespace: 'solana', accounts: [{ address: 'A' }] }
const other: Connection = { connectorId: 'phantom', namespace: 'solana', accounts: [{ address: 'P' }] }

describe('rewriteConnectionAccounts', () => {
  it("rewrites the wallet's connection accounts list after it changed its session, and only that connection", () => {
    const next = rewriteConnectionAccounts([wc, other], 'wc', [
      { address: 'B', type: 'eoa' },
      { address: 'A' },
    ])
    expect(next[0]?.accounts).toEqual([{ address: 'B', type: 'eoa' }, { address: 'A' }])
    expect(next[0]?.caipNetwork).toBeUndefined()
    expect(next[1]).toBe(other)
  })

  it('moves the connection to the network the wallet moved to', () => {
    const [next] = rewriteConnectionAccounts([wc], 'wc', [{ address: 'B' }], devnet)
    expect(next?.caipNetwork).toBe(devnet)
  })
})
