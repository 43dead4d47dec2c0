import { afterEach, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { persistedKeys } from '../connection/persistence.js'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../namespaces.js'
import { createPersistence } from './createPersistence.js'
import { defineStorageKey } from './defineStorageKey.js'
import { STORAGE_KEYS } from './keys.js'
import { createMemoryStorage } from './validatedStore.js'

afterEach(() => {
  vi.restoreAllMocks()
})

const connectionStatus = { name: '@appkit/connection_status/eip155' } as { name: string; __value?: string }
const custom = { name: '@appkit/plugin_note' } as { name: string; __value?: { note: string } }

it('stores by name and validates names that are kernel storage keys', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const backing = createMemoryStorage()
  const persistence = createPersistence({ storage: backing })
  persistence.set(connectionStatus, 'connected')
  expect(backing.getItem('@appkit/connection_status/eip155')).toBe('"connected"')
  expect(persistence.get(connectionStatus)).toBe('connected')
  backing.setItem('@appkit/connection_status/eip155', '"frozen"')
  expect(persistence.get(connectionStatus)).toBeUndefined()
  expect(backing.getItem('@appkit/connection_status/eip155')).toBeNull()
})

it('other names are only JSON-checked; bad JSON is dropped, never a crash', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const backing = createMemoryStorage()
  const persistence = createPersistence({ storage: backing })
  persistence.set(custom, { note: 'hi' })
  expect(persistence.get(custom)).toEqual({ note: 'hi' })
  backing.setItem('@appkit/plugin_note', '{oops')
  expect(persistence.get(custom)).toBeUndefined()
  persistence.remove(custom)
  expect(backing.getItem('@appkit/plugin_note')).toBeNull()
})

it('fits the plugin context: get/set/remove by a named key', () => {
  type PersistedKey<value> = { readonly name: string; readonly __value?: value }
  type StorageAccess = {
    get<value>(key: PersistedKey<value>): value | undefined
    set<value>(key: PersistedKey<value>, value: value): void
    remove(key: PersistedKey<unknown>): void
  }
  const access: StorageAccess = createPersistence({ storage: createMemoryStorage() })
  const recent: PersistedKey<{ id: string; name: string }[]> = { name: '@appkit/recent_wallets' }
  access.set(recent, [{ id: 'a', name: 'A' }])
  expect(access.get(recent)).toEqual([{ id: 'a', name: 'A' }])
})

it("validates a plugin's key by the schema it declared (defineStorageKey), whatever its name", () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const backing = createMemoryStorage()
  const persistence = createPersistence({ storage: backing })
  const used = defineStorageKey('@appkit-wallet/EMAIL_LOGIN_USED_KEY', z.boolean())
  persistence.set(used, true)
  expect(persistence.get(used)).toBe(true)
  backing.setItem('@appkit-wallet/EMAIL_LOGIN_USED_KEY', '"yes"')
  expect(persistence.get(used)).toBeUndefined()
  expect(backing.getItem('@appkit-wallet/EMAIL_LOGIN_USED_KEY')).toBeNull()
})

it('has a schema for every key the kernel itself stores, and for no other name', () => {
  const names = CHAIN_NAMESPACES.flatMap((namespace) => [
    persistedKeys.connectionStatus(namespace).name,
    persistedKeys.connectedConnectorId(namespace).name,
    persistedKeys.activeCaipNetworkId(namespace).name,
    persistedKeys.connectedAddress(namespace).name,
  ])
  names.push(persistedKeys.recentWallets.name, persistedKeys.activeNamespace.name)
  const declared = Object.values(STORAGE_KEYS).flatMap((definition) =>
    CHAIN_NAMESPACES.map((namespace) => definition.key(namespace)),
  )
  expect([...new Set(declared)].sort()).toEqual(names.sort())
})

it("checks a plugin namespace's keys with the kernel's schemas too: any namespace by CAIP-2's grammar", () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const backing = createMemoryStorage()
  const persistence = createPersistence({ storage: backing })
  const acme = 'acme' as ChainNamespace
  backing.setItem('@appkit/connection_status/acme', '"connected"')
  expect(persistence.get(persistedKeys.connectionStatus(acme))).toBe('connected')
  backing.setItem('@appkit/connection_status/acme', '"sleeping"')
  expect(persistence.get(persistedKeys.connectionStatus(acme))).toBeUndefined()
  expect(backing.getItem('@appkit/connection_status/acme')).toBeNull()
  backing.setItem(
    '@appkit/recent_wallets',
    JSON.stringify([{ id: 'acme.keplr', name: 'Keplr', namespace: 'acme' }]),
  )
  expect(persistence.get(persistedKeys.recentWallets)).toEqual([
    { id: 'acme.keplr', name: 'Keplr', namespace: 'acme' },
  ])
  backing.setItem('@appkit/active_namespace', '"Not A Namespace"')
  expect(persistence.get(persistedKeys.activeNamespace)).toBeUndefined()
  // A name outside the grammar after a kernel prefix is no kernel key: only JSON-checked.
  backing.setItem('@appkit/connection_status/Acme Hub', '"sleeping"')
  expect(persistence.get({ name: '@appkit/connection_status/Acme Hub' })).toBe('sleeping')
})
