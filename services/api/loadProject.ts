import { type ProjectFeatures, projectFeaturesSchema } from '../../kernel/protocol/walletService.js'
import type { Database } from '../db/database.js'

export type Project = {
  id: string
  features: ProjectFeatures
  analyticsEnabled: boolean
  rateLimitPerMinute: number
  origins: string[]
  /** The allowed entries whose verify status is unverified: the host shows 'Unverified Domain' there. */
  unverifiedOrigins: string[]
}

type ProjectRow = {
  id: string
  features: unknown
  analytics_enabled: boolean
  rate_limit_per_minute: number
  origins: string[]
  unverified_origins: string[]
}

/** Reads a project and its allowed origins, or undefined when there is no such project. */
export async function loadProject(database: Database, projectId: string): Promise<Project | undefined> {
  const [row] = await database.query<ProjectRow>(
    `select p.id, p.features, p.analytics_enabled, p.rate_limit_per_minute,
       coalesce(array_agg(o.origin order by o.origin) filter (where o.origin is not null), '{}') as origins,
       coalesce(array_agg(o.origin order by o.origin) filter (where o.verify_status = 'unverified'), '{}') as unverified_origins
     from projects p left join project_origins o on o.project_id = p.id
     where p.id = $1 group by p.id`,
    [projectId],
  )
  if (!row) return undefined
  return {
    id: row.id,
    features: projectFeaturesSchema.parse(
      typeof row.features === 'string' ? JSON.parse(row.features) : row.features,
    ),
    analyticsEnabled: row.analytics_enabled,
    rateLimitPerMinute: row.rate_limit_per_minute,
    origins: row.origins,
    unverifiedOrigins: row.unverified_origins,
  }
}
