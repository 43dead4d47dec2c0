import * as z from 'zod/mini'
import { REMOTE_FEATURES, type RemoteFeature } from './constants.js'

/** One feature as the dashboard sends it: `{ id, isEnabled, config }`. */
const remoteFeatureSchema = z.looseObject({
  id: z.string(),
  isEnabled: z.boolean(),
  config: z.optional(z.unknown()),
})

/** `GET /appkit/v1/config`: a features list, or a simple `{ id: boolean }` map (inside `features` or not). */
export const projectConfigResponseSchema = z.union([
  z.looseObject({ features: z.array(z.unknown()) }),
  z.looseObject({ features: z.record(z.string(), z.unknown()) }),
  z.record(z.string(), z.unknown()),
])

/** `GET /projects/v1/origins`: the allowed list, and which of its entries the project has not verified. */
export const allowedOriginsResponseSchema = z.looseObject({
  allowedOrigins: z.array(z.string()),
  unverifiedOrigins: z.optional(z.array(z.string())),
})

/** A feature's setting on the dashboard: on or off, and for a list feature the options it lists (its `config`). */
export type RemoteFeatureSetting = { isEnabled: boolean; options?: string[] }
export type RemoteFeatures = Partial<Record<RemoteFeature, RemoteFeatureSetting>>

/** Ids other dashboards use for the same features. */
const ALIASES: Record<string, RemoteFeature> = {
  social_login: 'socials', // spec data: the dashboard's feature id (spec section 7)
  email_capture: 'email',
  swap: 'swaps', // spec data: the dashboard's feature id (spec section 7)
  reown_branding: 'reownBranding',
  multi_wallet: 'multiWallet',
}

function featureName(id: string): RemoteFeature | undefined {
  if ((REMOTE_FEATURES as readonly string[]).includes(id)) return id as RemoteFeature
  return ALIASES[id]
}

const optionsSchema = z.array(z.string())

function setting(value: unknown): RemoteFeatureSetting | undefined {
  if (typeof value === 'boolean') return { isEnabled: value }
  const feature = z.safeParse(
    z.looseObject({ isEnabled: z.boolean(), config: z.optional(z.unknown()) }),
    value,
  )
  if (!feature.success) return undefined
  const options = z.safeParse(optionsSchema, feature.data.config)
  return options.success
    ? { isEnabled: feature.data.isEnabled, options: options.data }
    : { isEnabled: feature.data.isEnabled }
}

/** Reads what it can from a config response; unknown ids and malformed entries are skipped. */
export function readRemoteFeatures(body: z.output<typeof projectConfigResponseSchema>): RemoteFeatures {
  const features: RemoteFeatures = {}
  const source = 'features' in body ? body.features : body
  const entries: [string, unknown][] = Array.isArray(source)
    ? source.flatMap((entry) => {
        const parsed = z.safeParse(remoteFeatureSchema, entry)
        return parsed.success ? [[parsed.data.id, parsed.data] as [string, unknown]] : []
      })
    : typeof source === 'object' && source !== null
      ? Object.entries(source)
      : []
  for (const [id, value] of entries) {
    const name = featureName(id)
    const read = name && setting(value)
    if (name && read) features[name] = read
  }
  return features
}
