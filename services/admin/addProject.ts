import type { ProjectFeatures } from '../../kernel/protocol/walletService.js'
import { normalizeOriginEntry } from '../../kernel/rules/originPattern.js'
import { projectIdProblem } from '../../kernel/rules/projectId.js'
import { DEFAULT_PROJECT_FEATURES, DEFAULT_RATE_LIMIT_PER_MINUTE } from '../constants.js'
import type { Database } from '../db/database.js'

export type AddProjectParameters = {
  id: string
  name?: string | undefined
  origins?: string[] | undefined
  features?: Partial<ProjectFeatures> | undefined
  analyticsEnabled?: boolean | undefined
  rateLimitPerMinute?: number | undefined
}

/**
 * Creates a project with its allowed origins, or, when the id exists, changes only what is given: the name,
 * the named features, the analytics switch, the rate limit, and adds the origins. Nothing given keeps its value.
 */
export async function addProject(database: Database, parameters: AddProjectParameters): Promise<void> {
  // The stored id is the id as given: one with spaces around it is refused, not trimmed.
  if (projectIdProblem(parameters.id) !== undefined || parameters.id !== parameters.id.trim()) {
    throw new Error(
      `project id "${parameters.id}" may hold only letters, digits, "_" and "-" (1-128 characters)`,
    )
  }
  const origins = (parameters.origins ?? []).map(normalizeOriginEntry)
  const given = Object.fromEntries(
    Object.entries(parameters.features ?? {}).filter(([, value]) => value !== undefined),
  )
  await database.transaction(async (tx) => {
    await tx.query(
      `insert into projects (id, name, features, analytics_enabled, rate_limit_per_minute) values ($1, $2, $3, $4, $5)
       on conflict (id) do update set
         name = coalesce($6, projects.name),
         features = projects.features || $7::jsonb,
         analytics_enabled = coalesce($8, projects.analytics_enabled),
         rate_limit_per_minute = coalesce($9, projects.rate_limit_per_minute)`,
      [
        parameters.id,
        parameters.name ?? parameters.id,
        JSON.stringify({ ...DEFAULT_PROJECT_FEATURES, ...given }),
        parameters.analyticsEnabled ?? true,
        parameters.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
        parameters.name ?? null,
        JSON.stringify(given),
        parameters.analyticsEnabled ?? null,
        parameters.rateLimitPerMinute ?? null,
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
