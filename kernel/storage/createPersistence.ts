import type * as z from 'zod/mini'
import { CHAIN_NAMESPACES } from '../namespaces.js'
import { STORAGE_KEYS } from './keys.js'
import type { PersistedKey, StorageAccess } from './types.js'
import { createValidatedStore, type StorageLike } from './validatedStore.js'

export type CreatePersistenceParameters = { storage?: StorageLike | undefined }

/** Stored name -> schema, for every key of STORAGE_KEYS in every namespace. */
function schemasByName(): Map<string, z.core.$ZodType> {
  const schemas = new Map<string, z.core.$ZodType>()
  for (const definition of Object.values(STORAGE_KEYS)) {
    for (const namespace of CHAIN_NAMESPACES) schemas.set(definition.key(namespace), definition.schema)
  }
  return schemas
}

/**
 * Storage addressed by stored name. A key's value is checked on read by the key's own schema (a
 * plugin's, from defineStorageKey) or, for the kernel's own names, by STORAGE_KEYS; any other is only
 * JSON-checked. Never throws on read.
 */
export function createPersistence(parameters: CreatePersistenceParameters = {}): StorageAccess {
  const store = createValidatedStore(parameters.storage)
  let schemas: Map<string, z.core.$ZodType> | undefined
  const schemaOf = (name: string) => {
    schemas ??= schemasByName()
    return schemas.get(name)
  }
  return {
    get: <value>(key: PersistedKey<value>) =>
      store.read(key.name, key.schema ?? schemaOf(key.name)) as value | undefined,
    set: (key, value) => store.write(key.name, value),
    remove: (key) => store.remove(key.name),
  }
}
