import type * as z from 'zod/mini'
import type { PersistedKey } from './types.js'

/**
 * A plugin's own storage key (spec section 3, Local storage): its stored name and the zod schema its
 * value must match. `ctx.storage.get(key)` checks the stored value with the schema; one that does not
 * match is removed and reads as undefined. The kernel knows no plugin's keys: each plugin declares its own.
 */
export function defineStorageKey<schema extends z.core.$ZodType>(
  name: string,
  schema: schema,
): PersistedKey<z.output<schema>> {
  return { name, schema: schema as unknown as z.core.$ZodType<z.output<schema>> }
}
