import { expect, it } from 'vitest'
import { createTestDeps } from '../plugins/testing.js'
import { hydrate } from './hydrate.js'
import { persistedKeys } from './persistence.js'

it('a previous visit restores recent wallets and each namespace network, ignoring unknown networks', () => {
  const deps = createTestDeps()
  deps.persistence.set(persistedKeys.recentWallets, [
    { id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' },
  ])
  deps.persistence.set(persistedKeys.activeCaipNetworkId('eip155'), 'eip155:8453')
  deps.persistence.set(persistedKeys.activeCaipNetworkId('solana'), 'solana:gone')
  hydrate(deps)
  expect(deps.store.recentWallets.value.map((wallet) => wallet.id)).toEqual(['io.metamask'])
  expect(deps.store.network.eip155.value.caipNetwork?.name).toBe('Base')
  expect(deps.store.network.solana.value.caipNetwork?.name).toBe('Solana')
})
