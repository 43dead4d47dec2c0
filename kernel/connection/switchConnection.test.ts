import { expect, it, vi } from 'vitest'
import { createTestConnector, createTestDeps } from '../../tests/support/kernelTesting.js'
import { connect } from './connect.js'
import { switchConnection } from './switchConnection.js'

it("multi-wallet functions show the info alert 'Multi-Wallet Not Enabled' when the feature is off", async () => {
  const deps = createTestDeps()
  const connector = createTestConnector({ id: 'io.rabby' })
  const connectWallet = vi.spyOn(connector, 'connect')
  deps.connectors.register(connector)
  await expect(
    switchConnection(deps, { connectorId: 'io.rabby', namespace: 'eip155' }),
  ).resolves.toBeUndefined()
  expect(connectWallet).not.toHaveBeenCalled()
  expect(deps.alerts.shown).toEqual([
    {
      variant: 'info',
      code: 'MULTI_WALLET_NOT_ENABLED',
      message: 'Multi-Wallet Not Enabled',
      detail: 'Multi-wallet support is not enabled. Enable it in the project configuration.',
    },
  ])
})

it('with multiWallet on, a disconnected wallet starts a new connect and a live one becomes active again', async () => {
  const deps = createTestDeps({ features: { multiWallet: true } })
  deps.connectors.register(createTestConnector({ id: 'io.metamask' }))
  deps.connectors.register(
    createTestConnector({ id: 'io.rabby' }, { accounts: [{ address: '0xdef' }], chainId: 1 }),
  )
  await connect(deps, { connectorId: 'io.metamask' })
  await switchConnection(deps, { connectorId: 'io.rabby', namespace: 'eip155' })
  expect(deps.store.account.eip155.value.address).toBe('0xdef')
  await switchConnection(deps, { connectorId: 'io.metamask', namespace: 'eip155' })
  expect(deps.store.account.eip155.value.address).toBe('0xabc')
  expect(deps.store.connection.eip155.value.connections.map((entry) => entry.connectorId)).toEqual([
    'io.metamask',
    'io.rabby',
  ])
  expect(deps.store.connection.eip155.value.isSwitchingConnection).toBe(false)
  expect(deps.alerts.shown).toEqual([])
})
