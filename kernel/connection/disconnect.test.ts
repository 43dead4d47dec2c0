import { expect, it } from 'vitest'
import { createTestConnector, createTestDeps } from '../../tests/support/kernelTesting.js'
import { connectedNamespacesOf, patchAccount } from '../store/patchState.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { persistedKeys } from './persistence.js'

async function connected() {
  const deps = createTestDeps()
  const evm = createTestConnector({ id: 'io.metamask' })
  const phantom = createTestConnector(
    { id: 'app.phantom', chain: 'solana' },
    { accounts: [{ address: 'So1ana' }], chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
  )
  deps.connectors.register(evm)
  deps.connectors.register(phantom)
  await connect(deps, { connectorId: 'io.metamask' })
  await connect(deps, { connectorId: 'app.phantom' })
  patchAccount(deps.store, 'eip155', { user: { email: 'a@b.c' } })
  deps.events.length = 0
  return { deps, evm, phantom }
}

it('disconnect resets account and network, removes the connected namespace, clears provider and user', async () => {
  const { deps } = await connected()
  deps.store.patchNetwork('eip155', { caipNetwork: deps.config.networks[1] })
  await disconnect(deps, { namespace: 'eip155' })
  expect(deps.store.account.eip155.value.caipAddress).toBeUndefined()
  expect(deps.store.account.eip155.value.user).toBeUndefined()
  expect(deps.store.network.eip155.value.caipNetwork?.caipNetworkId).toBe('eip155:1')
  expect(deps.store.providers.value.eip155).toBeUndefined()
  expect(connectedNamespacesOf(deps.store)).toEqual(['solana'])
  expect(deps.store.activeNamespace.value).toBe('solana')
  expect(deps.store.connection.eip155.value.connections).toEqual([])
  expect(deps.store.connection.eip155.value.recentConnections.map((entry) => entry.connectorId)).toEqual([
    'io.metamask',
  ])
  expect(deps.persistence.get(persistedKeys.connectionStatus('eip155'))).toBeUndefined()
  expect(deps.persistence.get(persistedKeys.connectionStatus('solana'))).toBe('connected')
  expect(deps.eventNames()).toContain('disconnected')
})

it('disconnect without a namespace disconnects every connected namespace', async () => {
  const { deps, evm, phantom } = await connected()
  let calls = 0
  evm.disconnect = async () => {
    calls++
  }
  phantom.disconnect = async () => {
    calls++
  }
  await disconnect(deps)
  expect(calls).toBe(2)
  expect(connectedNamespacesOf(deps.store)).toEqual([])
  expect(deps.analytics.events.at(-1)?.event).toBe('DISCONNECT_SUCCESS')
})

it('disconnect closes the modal unless told not to', async () => {
  const { deps } = await connected()
  await disconnect(deps, { namespace: 'solana', closeModal: false })
  expect(deps.calls.closeModal).toBe(0)
  await disconnect(deps, { namespace: 'eip155' })
  expect(deps.calls.closeModal).toBe(1)
})

it("a failing wallet disconnect gives 'Failed to disconnect' with code INTERNAL_SDK_ERROR", async () => {
  const { deps, evm } = await connected()
  evm.disconnect = async () => {
    throw new Error('socket closed')
  }
  const error = await disconnect(deps, { namespace: 'eip155' }).catch((caught: unknown) => caught)
  expect(error).toMatchObject({
    name: 'FailedToDisconnectError',
    shortMessage: 'Failed to disconnect',
    code: 'INTERNAL_SDK_ERROR',
    details: 'socket closed',
  })
  expect(deps.eventNames()).toEqual(['error'])
})

it("disconnect of every namespace where one wallet fails gives 'Failed to disconnect chains' and keeps that namespace connected", async () => {
  const { deps, phantom } = await connected()
  phantom.disconnect = async () => {
    throw new Error('phantom is locked')
  }
  const error = await disconnect(deps).catch((caught: unknown) => caught)
  expect(error).toMatchObject({
    name: 'FailedToDisconnectChainsError',
    shortMessage: 'Failed to disconnect chains',
    code: 'INTERNAL_SDK_ERROR',
    namespaces: ['solana'],
    details: 'phantom is locked',
  })
  expect(connectedNamespacesOf(deps.store)).toEqual(['solana'])
  expect(deps.store.activeNamespace.value).toBe('solana')
  expect(deps.store.account.eip155.value.caipAddress).toBeUndefined()
  expect(deps.analytics.events.at(-1)).toMatchObject({
    event: 'INTERNAL_SDK_ERROR',
    properties: { message: 'Failed to disconnect chains' },
  })
  expect(deps.eventNames()).toEqual(['error', 'disconnected'])
})
