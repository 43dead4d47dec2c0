import { effect, signal } from '@preact/signals-core'
import { expect, it } from 'vitest'
import { createTestConnector } from '../../tests/support/kernelTesting.js'
import { createConnectorRegistry } from './connectorRegistry.js'

it('connectors register as plain objects, replace by id, list by namespace and unregister', () => {
  const registry = createConnectorRegistry()
  const metamask = createTestConnector({ id: 'io.metamask' })
  const phantom = createTestConnector({ id: 'app.phantom', chain: 'solana' })
  registry.register(metamask)
  const removePhantom = registry.register(phantom)
  const newer = createTestConnector({ id: 'io.metamask', name: 'MetaMask 2' })
  registry.register(newer)
  expect(registry.get('io.metamask')).toBe(newer)
  expect(registry.list('solana')).toEqual([phantom])
  expect(registry.list().map((connector) => connector.id)).toEqual(['app.phantom', 'io.metamask'])
  removePhantom()
  expect(registry.connectors.value).toEqual([newer])
})

it('a connector registered while a signal holds (inside an effect) comes and goes with it, with no cycle', () => {
  const registry = createConnectorRegistry()
  const signedIn = signal(false)
  const stop = effect(() => {
    if (signedIn.value) return registry.register(createTestConnector({ id: 'guest' }))
  })
  signedIn.value = true
  expect(registry.list().map((connector) => connector.id)).toEqual(['guest'])
  signedIn.value = false
  expect(registry.list()).toEqual([])
  stop()
})
