import { normalizeOriginEntry, originEntryProblem } from '../../kernel/rules/originPattern.js'
import type { Database } from '../db/database.js'

/**
 * Removes an entry from a project's allowed origins; returns whether it was there. An entry that is not a valid
 * origin or pattern (one stored before the rule) is removed as written, so doctor's fix for it works.
 */
export async function removeOrigin(database: Database, projectId: string, entry: string): Promise<boolean> {
  const rows = await database.query(
    'delete from project_origins where project_id = $1 and origin = $2 returning origin',
    [projectId, originEntryProblem(entry) ? entry.trim() : normalizeOriginEntry(entry)],
  )
  return rows.length > 0
}
