import { describe, expect, it } from 'vitest'
import { composeConfig } from './composeConfig.js'
import { chooseNetworks, knownNetworks, localChainIds } from './networkCatalog.js'

describe('the network catalogue of appkit init', () => {
  it('knows the Solana networks of walletdock/networks and the local Solana chain of appkit dev', () => {
    expect(knownNetworks().get('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('solana')
    expect(knownNetworks().get('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe('solanaDevnet')
    expect(knownNetworks().get('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')).toBe('solanaTestnet')
    expect(localChainIds()).toEqual([
      'eip155:31337',
      'eip155:31338',
      'solana:Dfe2qPWTWEZ9ZB5s2TS2rDZHrtHrD1ds',
    ])
  })

  it('writes the local Solana chain as solanaLocalnet(), with its RPC URL when moved', () => {
    const choices = chooseNetworks([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:Dfe2qPWTWEZ9ZB5s2TS2rDZHrtHrD1ds',
    ])
    const config = composeConfig({ projectId: 'shop', plugins: [], networks: choices })
    expect(config).toContain("import { solana, solanaLocalnet } from 'walletdock/networks'")
    expect(config).toContain('    solana,\n    solanaLocalnet(),\n')
    const moved = chooseNetworks(['solana:Dfe2qPWTWEZ9ZB5s2TS2rDZHrtHrD1ds'], {
      'solana:Dfe2qPWTWEZ9ZB5s2TS2rDZHrtHrD1ds': 'http://127.0.0.1:5547',
    })
    expect(composeConfig({ projectId: 'shop', plugins: [], networks: moved })).toContain(
      "solanaLocalnet({ rpcUrl: 'http://127.0.0.1:5547' })",
    )
  })
})
