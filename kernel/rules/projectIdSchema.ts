import * as z from 'zod/mini'
import { PROJECT_ID_INVALID, PROJECT_ID_MISSING, PROJECT_ID_PATTERN } from './projectId.js'

/**
 * The zod schema of a project id on the wire or in the config: trimmed, then required (`missing`, default
 * PROJECT_ID_MISSING) and held to PROJECT_ID_PATTERN. A function, so importing this file builds no schema.
 */
export function projectIdSchema(missing: string = PROJECT_ID_MISSING) {
  return z
    .string({ error: missing })
    .check(z.trim(), z.minLength(1, missing), z.regex(PROJECT_ID_PATTERN, PROJECT_ID_INVALID))
}
