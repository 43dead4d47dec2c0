import { type FeatureName, featureNameSchema } from '../../kernel/protocol/walletService.js'
import type { Database } from '../db/database.js'

/** Turns one remote feature flag of a project on or off. */
export async function setFeature(
  database: Database,
  projectId: string,
  feature: FeatureName | string,
  enabled: boolean,
): Promise<void> {
  const parsed = featureNameSchema.safeParse(feature)
  if (!parsed.success) {
    throw new Error(`unknown feature "${feature}"; one of ${featureNameSchema.options.join(', ')}`)
  }
  const rows = await database.query(
    'update projects set features = jsonb_set(features, $2, $3::jsonb) where id = $1 returning id',
    [projectId, `{${parsed.data}}`, JSON.stringify(enabled)],
  )
  if (rows.length === 0)
    throw new Error(`no project "${projectId}"; create it with "appkit admin add-project"`)
}
