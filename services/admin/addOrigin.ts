import { normalizeOriginEntry } from '../../kernel/rules/originPattern.js'
import type { Database } from '../db/database.js'

export type OriginVerifyStatus = 'verified' | 'unverified'

/** Adds an origin or wildcard pattern to a project's allowed list (or sets its verify status); returns the stored entry. */
export async function addOrigin(
  database: Database,
  projectId: string,
  entry: string,
  verifyStatus: OriginVerifyStatus = 'verified',
): Promise<string> {
  const origin = normalizeOriginEntry(entry)
  const projects = await database.query('select 1 from projects where id = $1', [projectId])
  if (projects.length === 0)
    throw new Error(`no project "${projectId}"; create it with "appkit admin add-project"`)
  await database.query(
    `insert into project_origins (project_id, origin, verify_status) values ($1, $2, $3)
     on conflict (project_id, origin) do update set verify_status = excluded.verify_status`,
    [projectId, origin, verifyStatus],
  )
  return origin
}
