import type { ChainNamespace } from '../namespaces.js'
import { STORAGE_KEYS, type StorageKey, type StorageValue } from './keys.js'

/** The part of the Web Storage API the store uses. */
export type StorageLike = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

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

export function createMemoryStorage(): StorageLike {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  }
}

function defaultStorage(): StorageLike {
  try {
    // Read lazily: touching localStorage can throw (blocked cookies, sandboxed frames) or be absent (Node).
    const local = typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage
    if (local) return local
  } catch {}
  return createMemoryStorage()
}

/**
 * A typed key-value store over a Storage-like object. Reads are validated: a corrupt or foreign
 * value is removed with a console warning naming the key, and reads as undefined.
 */
export function createStorage(parameters: CreateStorageParameters = {}): CreateStorageReturnType {
  let backing = parameters.storage
  const storage = () => {
    backing ??= defaultStorage()
    return backing
  }

  function keyOf(key: StorageKey, namespace: ChainNamespace | undefined): string | undefined {
    const definition = STORAGE_KEYS[key]
    if (!definition.perNamespace) return definition.key('eip155')
    const resolved = namespace ?? parameters.namespaceOf?.()
    if (resolved === undefined) console.warn(`[appkit] storage key "${key}" needs a namespace; none given`)
    return resolved === undefined ? undefined : definition.key(resolved)
  }

  function drop(stored: string, reason: string) {
    console.warn(`[appkit] dropped the stored value of "${stored}": ${reason}`)
    try {
      storage().removeItem(stored)
    } catch {}
  }

  return {
    get(key, namespace) {
      const stored = keyOf(key, namespace)
      if (stored === undefined) return undefined
      let raw: string | null
      try {
        raw = storage().getItem(stored)
      } catch {
        return undefined
      }
      if (raw === null) return undefined
      let json: unknown
      try {
        json = JSON.parse(raw)
      } catch {
        drop(stored, 'not valid JSON')
        return undefined
      }
      const result = STORAGE_KEYS[key].schema.safeParse(json)
      if (!result.success) {
        drop(stored, 'unexpected shape')
        return undefined
      }
      return result.data as StorageValue<typeof key>
    },
    set(key, value, namespace) {
      const stored = keyOf(key, namespace)
      if (stored === undefined) return
      try {
        storage().setItem(stored, JSON.stringify(value))
      } catch (error) {
        // A full or blocked storage must not break the modal; the value just is not remembered.
        console.warn(`[appkit] could not store "${stored}"`, error)
      }
    },
    remove(key, namespace) {
      const stored = keyOf(key, namespace)
      if (stored === undefined) return
      try {
        storage().removeItem(stored)
      } catch {}
    },
  }
}
