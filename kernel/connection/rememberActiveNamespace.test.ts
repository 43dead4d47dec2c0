import { expect, it } from 'vitest'
import { createTestDeps } from '../../tests/support/kernelTesting.js'
import { persistedKeys } from './persistence.js'
import { rememberActiveNamespace } from './rememberActiveNamespace.js'

it('each change of the active namespace is stored as active_namespace; the value at start is not written', () => {
  const deps = createTestDeps()
  const stop = rememberActiveNamespace(deps)
  expect(deps.persistence.get(persistedKeys.activeNamespace)).toBeUndefined()
  deps.store.activeNamespace.value = 'solana'
  expect(deps.persistence.get(persistedKeys.activeNamespace)).toBe('solana')
  deps.store.activeNamespace.value = 'eip155'
  expect(deps.persistence.get(persistedKeys.activeNamespace)).toBe('eip155')
  stop()
  deps.store.activeNamespace.value = 'solana'
  expect(deps.persistence.get(persistedKeys.activeNamespace)).toBe('eip155')
})
