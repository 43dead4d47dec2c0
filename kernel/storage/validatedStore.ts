import * as z from 'zod/mini'

/** The part of the Web Storage API the stores use. */
export type StorageLike = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

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

/** JSON reads and writes by stored name; a value that fails JSON or its schema is removed with a warning. */
export function createValidatedStore(given: StorageLike | undefined) {
  let backing = given
  const storage = () => {
    backing ??= defaultStorage()
    return backing
  }

  function drop(stored: string, reason: string) {
    console.warn(`[appkit] dropped the stored value of "${stored}": ${reason}`)
    try {
      storage().removeItem(stored)
    } catch {}
  }

  return {
    read(stored: string, schema: z.core.$ZodType | undefined): unknown {
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
      if (!schema) return json
      const result = z.safeParse(schema, json)
      if (result.success) return result.data
      drop(stored, 'unexpected shape')
      return undefined
    },
    write(stored: string, value: unknown) {
      try {
        storage().setItem(stored, JSON.stringify(value))
      } catch (error) {
        // A full or blocked storage must not break the modal; the value just is not remembered.
        console.warn(`[appkit] could not store "${stored}"`, error)
      }
    },
    remove(stored: string) {
      try {
        storage().removeItem(stored)
      } catch {}
    },
  }
}
