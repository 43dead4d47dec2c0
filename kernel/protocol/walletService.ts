import { z } from 'zod'

/** Wire schemas of the wallet service API (spec section 7), shared by services/ and the kernel's http client. */

/** The query every wallet service call carries: project id, sdk type (st) and sdk version (sv). */
export const sdkQuerySchema = z.object({
  projectId: z
    .string({ error: 'projectId is required: pass ?projectId=<your project id>' })
    .min(1, 'projectId is required: pass ?projectId=<your project id>')
    .max(128, 'projectId is at most 128 characters'),
  st: z
    .string({ error: 'st (sdk type) is required: pass ?st=appkit' })
    .min(1, 'st (sdk type) is required: pass ?st=appkit')
    .max(64, 'st is at most 64 characters'),
  sv: z
    .string({ error: 'sv (sdk version) is required: pass ?sv=<sdk version, e.g. html-wagmi-2.18.0>' })
    .min(1, 'sv (sdk version) is required: pass ?sv=<sdk version>')
    .max(64, 'sv is at most 64 characters'),
})
export type SdkQuery = z.infer<typeof sdkQuerySchema>

const commaList = (what: string) =>
  z
    .string()
    .max(4000, `${what} is at most 4000 characters`)
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry.length > 0),
    )

export const badgeTypeSchema = z.enum(['none', 'certified'])
export type BadgeType = z.infer<typeof badgeTypeSchema>

export const getWalletsQuerySchema = sdkQuerySchema.extend({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .default(1),
  entries: z.coerce
    .number({ error: 'entries must be a whole number from 1 to 100' })
    .int('entries must be a whole number from 1 to 100')
    .min(1, 'entries must be a whole number from 1 to 100')
    .max(100, 'entries must be a whole number from 1 to 100')
    .default(40),
  include: commaList('include').optional(),
  exclude: commaList('exclude').optional(),
  chains: commaList('chains').optional(),
  search: z
    .string()
    .max(100, 'search is at most 100 characters')
    .transform((value) => value.trim())
    .optional(),
  badge_type: badgeTypeSchema.optional(),
})
export type GetWalletsQuery = z.infer<typeof getWalletsQuerySchema>

/** A wallet listing (spec section 3). */
export const walletListingSchema = z.object({
  id: z.string(),
  name: z.string(),
  image_id: z.string(),
  image_url: z.string(),
  mobile_link: z.string().nullable(),
  desktop_link: z.string().nullable(),
  webapp_link: z.string().nullable(),
  homepage: z.string().nullable(),
  rdns: z.string().nullable(),
  chains: z.array(z.string()),
  badge_type: badgeTypeSchema,
  display_index: z.number().int(),
})
export type WalletListing = z.infer<typeof walletListingSchema>

export const getWalletsResponseSchema = z.object({
  data: z.array(walletListingSchema),
  count: z.number().int().nonnegative(),
})
export type GetWalletsResponse = z.infer<typeof getWalletsResponseSchema>

/** Feature flags of spec section 3. */
export const featureNameSchema = z.enum([
  'email',
  'socials',
  'swaps',
  'onramp',
  'activity',
  'reownBranding',
  'multiWallet',
])
export type FeatureName = z.infer<typeof featureNameSchema>

export const projectFeaturesSchema = z.object({
  email: z.boolean(),
  socials: z.boolean(),
  swaps: z.boolean(),
  onramp: z.boolean(),
  activity: z.boolean(),
  reownBranding: z.boolean(),
  multiWallet: z.boolean(),
})
export type ProjectFeatures = z.infer<typeof projectFeaturesSchema>

export const appkitConfigResponseSchema = z.object({ features: projectFeaturesSchema })
export type AppkitConfigResponse = z.infer<typeof appkitConfigResponseSchema>

export const allowedOriginsResponseSchema = z.object({ allowedOrigins: z.array(z.string()) })
export type AllowedOriginsResponse = z.infer<typeof allowedOriginsResponseSchema>

export const analyticsConfigResponseSchema = z.object({ isAnalyticsEnabled: z.boolean() })
export type AnalyticsConfigResponse = z.infer<typeof analyticsConfigResponseSchema>

export const imageIdParamSchema = z.object({
  id: z
    .string()
    .min(1, 'the image id is missing from the path')
    .max(128, 'the image id is at most 128 characters')
    .regex(/^[A-Za-z0-9_.:-]+$/, 'the image id may hold only letters, digits, "_", ".", ":" and "-"'),
})

/** Analytics event of spec section 3, posted to /e. */
export const analyticsEventSchema = z.object({
  eventId: z.string().min(1, 'eventId is required (a UUID)').max(128),
  url: z.string().max(2048, 'url is at most 2048 characters'),
  domain: z.string().max(512, 'domain is at most 512 characters'),
  timestamp: z.number({ error: 'timestamp must be a number (milliseconds since the epoch)' }).int(),
  props: z
    .object({
      type: z.string().max(64).optional(),
      event: z.string().min(1, 'props.event is required (e.g. INITIALIZE)').max(64),
      errorType: z.string().max(256).optional(),
      errorMessage: z.string().max(4096).optional(),
      stackTrace: z.string().max(16384).optional(),
      address: z.string().max(128).optional(),
      properties: z.record(z.string(), z.unknown()).optional(),
    })
    .loose(),
})
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>

export const analyticsEventResponseSchema = z.object({ stored: z.literal(true) })

/** The JSON body of every refused request. */
export const apiErrorResponseSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
})
export type ApiErrorResponse = z.infer<typeof apiErrorResponseSchema>
