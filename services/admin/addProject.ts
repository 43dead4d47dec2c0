import type { ProjectFeatures } from '../../kernel/protocol/walletService.js'
import { DEFAULT_PROJECT_FEATURES, DEFAULT_RATE_LIMIT_PER_MINUTE } from '../constants.js'
import type { Database } from '../db/database.js'
import { normalizeOriginEntry } from './originPattern.js'

export type AddProjectParameters = {
  id: string
  name?: string | undefined
  origins?: string[] | undefined
  features?: Partial<ProjectFeatures> | undefined
  analyticsEnabled?: boolean | undefined
  rateLimitPerMinute?: number | undefined
}

/** Creates a project (or updates it when the id exists) with its allowed origins. */
export async function addProject(database: Database, parameters: AddProjectParameters): Promise<void> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(parameters.id)) {
    throw new Error(
      `project id "${parameters.id}" may hold only letters, digits, "_" and "-" (1-128 characters)`,
    )
  }
  const origins = (parameters.origins ?? []).map(normalizeOriginEntry)
  const features = { ...DEFAULT_PROJECT_FEATURES, ...parameters.features }
  await database.transaction(async (tx) => {
    await tx.query(
      `insert into projects (id, name, features, analytics_enabled, rate_limit_per_minute) values ($1, $2, $3, $4, $5)
       on conflict (id) do update set name = excluded.name, features = excluded.features,
         analytics_enabled = excluded.analytics_enabled, rate_limit_per_minute = excluded.rate_limit_per_minute`,
      [
        parameters.id,
        parameters.name ?? parameters.id,
        JSON.stringify(features),
        parameters.analyticsEnabled ?? true,
        parameters.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
      ],
    )
    for (const origin of origins) {
      await tx.query(
        'insert into project_origins (project_id, origin) values ($1, $2) on conflict do nothing',
        [parameters.id, origin],
      )
    }
  })
}
