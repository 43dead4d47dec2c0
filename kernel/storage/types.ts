import type * as z from 'zod/mini'

/**
 * A storage key that carries the type of its value; `name` is the stored name (`@appkit/...`). A key
 * with a `schema` (defineStorageKey) has its stored value checked on every read: a value that does not
 * match is removed, and the read gives undefined.
 */
export type PersistedKey<value> = {
  readonly name: string
  readonly schema?: z.core.$ZodType<value> | undefined
  readonly __value?: value
}

/**
 * The one storage interface of the kernel and its plugins: typed keys, values checked on read by the
 * kernel's store (kernel/storage/createPersistence.ts), memory where there is no localStorage.
 */
export type StorageAccess = {
  get<value>(key: PersistedKey<value>): value | undefined
  set<value>(key: PersistedKey<value>, value: value): void
  remove(key: PersistedKey<unknown>): void
}
