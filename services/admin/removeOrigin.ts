import type { Database } from '../db/database.js'
import { normalizeOriginEntry } from './originPattern.js'

/** Removes an entry from a project's allowed origins; returns whether it was there. */
export async function removeOrigin(database: Database, projectId: string, entry: string): Promise<boolean> {
  const rows = await database.query(
    'delete from project_origins where project_id = $1 and origin = $2 returning origin',
    [projectId, normalizeOriginEntry(entry)],
  )
  return rows.length > 0
}
