import { expect, it } from 'vitest'
import { createMemoryPersistence } from '../../tests/support/kernelTesting.js'
import { persistedKeys } from './persistence.js'

it('keys use the @appkit/ prefix and carry the namespace', () => {
  expect(persistedKeys.connectionStatus('solana').name).toBe('@appkit/connection_status/solana')
  expect(persistedKeys.connectedConnectorId('eip155').name).toBe('@appkit/connected_connector_id/eip155')
  expect(persistedKeys.activeCaipNetworkId('bip122').name).toBe('@appkit/active_caip_network_id/bip122')
  expect(persistedKeys.recentWallets.name).toBe('@appkit/recent_wallets')
})

it('memory persistence gets, sets and removes typed values per key', () => {
  const persistence = createMemoryPersistence()
  persistence.set(persistedKeys.connectionStatus('eip155'), 'connected')
  expect(persistence.get(persistedKeys.connectionStatus('eip155'))).toBe('connected')
  expect(persistence.get(persistedKeys.connectionStatus('solana'))).toBeUndefined()
  persistence.remove(persistedKeys.connectionStatus('eip155'))
  expect(persistence.get(persistedKeys.connectionStatus('eip155'))).toBeUndefined()
})
