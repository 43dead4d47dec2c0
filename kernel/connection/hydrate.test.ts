import { expect, it } from 'vitest'
import { createTestDeps } from '../../tests/support/kernelTesting.js'
import { hydrate, restoreActiveNamespace, restoreActiveNetworks } from './hydrate.js'
import { persistedKeys } from './persistence.js'

it('a previous visit restores recent wallets', () => {
  const deps = createTestDeps()
  deps.persistence.set(persistedKeys.recentWallets, [
    { id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' },
  ])
  hydrate(deps)
  expect(deps.store.recentWallets.value.map((wallet) => wallet.id)).toEqual(['io.metamask'])
})

it('a previous visit restores each namespace network, ignoring unknown networks and values that are not ids', () => {
  const deps = createTestDeps()
  deps.persistence.set(persistedKeys.activeCaipNetworkId('eip155'), 'eip155:8453')
  deps.persistence.set(persistedKeys.activeCaipNetworkId('solana'), 'solana:gone')
  deps.persistence.set(persistedKeys.activeCaipNetworkId('bip122'), { not: 'an id' } as never)
  restoreActiveNetworks({ ...deps, read: (key) => deps.persistence.get(key) })
  expect(deps.store.network.eip155.value.caipNetwork?.name).toBe('Base')
  expect(deps.store.network.solana.value.caipNetwork?.name).toBe('Solana')
})

it('a previous visit restores the active namespace when a configured network is in it, and ignores anything else', () => {
  const read = (value: unknown) => () => value
  const deps = createTestDeps()
  restoreActiveNamespace({ ...deps, read: read('solana') })
  expect(deps.store.activeNamespace.value).toBe('solana')
  for (const stored of ['bip122', 'acme', 42, undefined]) {
    const other = createTestDeps()
    restoreActiveNamespace({ ...other, read: read(stored) })
    expect(other.store.activeNamespace.value).toBe('eip155')
  }
})
