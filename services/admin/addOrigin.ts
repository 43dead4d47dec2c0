import type { Database } from '../db/database.js'
import { normalizeOriginEntry } from './originPattern.js'

/** Adds an origin or wildcard pattern to a project's allowed list; returns the stored entry. */
export async function addOrigin(database: Database, projectId: string, entry: string): Promise<string> {
  const origin = normalizeOriginEntry(entry)
  const projects = await database.query('select 1 from projects where id = $1', [projectId])
  if (projects.length === 0)
    throw new Error(`no project "${projectId}"; create it with "appkit admin add-project"`)
  await database.query(
    'insert into project_origins (project_id, origin) values ($1, $2) on conflict do nothing',
    [projectId, origin],
  )
  return origin
}
