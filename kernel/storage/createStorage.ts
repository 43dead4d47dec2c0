import type { ChainNamespace } from '../namespaces.js'
import { STORAGE_KEYS, type StorageKey, type StorageValue } from './keys.js'
import { createValidatedStore, type StorageLike } from './validatedStore.js'

export { createMemoryStorage, type StorageLike } from './validatedStore.js'

export type CreateStorageParameters = {
  /** Where values live; default `globalThis.localStorage`, or memory when there is none (Node, SSR). */
  storage?: StorageLike | undefined
  /** The namespace used for per-namespace keys when a call names none (usually the active one). */
  namespaceOf?: (() => ChainNamespace | undefined) | undefined
}

export type AppKitStorage = {
  get<key extends StorageKey>(key: key, namespace?: ChainNamespace): StorageValue<key> | undefined
  set<key extends StorageKey>(key: key, value: StorageValue<key>, namespace?: ChainNamespace): void
  remove(key: StorageKey, namespace?: ChainNamespace): void
}
export type CreateStorageReturnType = AppKitStorage

/**
 * A typed key-value store over a Storage-like object. Reads are validated: a corrupt or foreign
 * value is removed with a console warning naming the key, and reads as undefined.
 */
export function createStorage(parameters: CreateStorageParameters = {}): CreateStorageReturnType {
  const store = createValidatedStore(parameters.storage)

  function keyOf(key: StorageKey, namespace: ChainNamespace | undefined): string | undefined {
    const definition = STORAGE_KEYS[key]
    if (!definition.perNamespace) return definition.key('eip155')
    const resolved = namespace ?? parameters.namespaceOf?.()
    if (resolved === undefined) console.warn(`[appkit] storage key "${key}" needs a namespace; none given`)
    return resolved === undefined ? undefined : definition.key(resolved)
  }

  return {
    get(key, namespace) {
      const stored = keyOf(key, namespace)
      if (stored === undefined) return undefined
      return store.read(stored, STORAGE_KEYS[key].schema) as StorageValue<typeof key> | undefined
    },
    set(key, value, namespace) {
      const stored = keyOf(key, namespace)
      if (stored !== undefined) store.write(stored, value)
    },
    remove(key, namespace) {
      const stored = keyOf(key, namespace)
      if (stored !== undefined) store.remove(stored)
    },
  }
}
