import type * as z from 'zod/mini'
import { NAMESPACE_PATTERN } from '../namespaces.js'
import { STORAGE_KEYS } from './keys.js'
import type { PersistedKey, StorageAccess } from './types.js'
import { createValidatedStore, type StorageLike } from './validatedStore.js'

export type CreatePersistenceParameters = { storage?: StorageLike | undefined }

/** The schema of a stored name of STORAGE_KEYS: a shared key's, or a per-namespace key's in any namespace. */
function kernelSchemaOf(name: string): z.core.$ZodType | undefined {
  for (const { name: shared, prefix, schema } of Object.values(STORAGE_KEYS)) {
    const matches =
      prefix === undefined
        ? name === shared
        : name.startsWith(prefix) && NAMESPACE_PATTERN.test(name.slice(prefix.length))
    if (matches) return schema
  }
  return undefined
}

/**
 * Storage addressed by stored name. A key's value is checked on read by the key's own schema (a
 * plugin's, from defineStorageKey) or, for the kernel's own names, by STORAGE_KEYS; any other is only
 * JSON-checked. Never throws on read.
 */
export function createPersistence(parameters: CreatePersistenceParameters = {}): StorageAccess {
  const store = createValidatedStore(parameters.storage)
  return {
    get: <value>(key: PersistedKey<value>) =>
      store.read(key.name, key.schema ?? kernelSchemaOf(key.name)) as value | undefined,
    set: (key, value) => store.write(key.name, value),
    remove: (key) => store.remove(key.name),
  }
}
