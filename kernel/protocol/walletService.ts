import * as z from 'zod/mini'
import { projectIdSchema } from '../rules/projectIdSchema.js'
import { WALLET_PAGE_MAX, WALLET_PAGE_SIZE } from './constants.js'
import { BADGE_TYPES } from './walletRegistry.js'

// The registry's answers are in walletRegistry.ts: the modal parses them on open without building
// every other schema here.
export {
  type ApiErrorResponse,
  apiErrorResponseSchema,
  BADGE_TYPES,
  type BadgeType,
  badgeTypeSchema,
  type GetWalletsResponse,
  getWalletsResponseSchema,
  type WalletListing,
  walletListingSchema,
} from './walletRegistry.js'

/**
 * Wire schemas of the wallet service API (spec section 7), shared by services/ and the kernel's http client.
 * zod/mini, like the rest of the kernel, so importing them costs the modal little.
 */

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).check(z.minLength(1, message), z.maxLength(max, tooLong))

/** The query every wallet service call carries: project id, sdk type (st) and sdk version (sv). */
export const sdkQuerySchema = z.object({
  projectId: projectIdSchema('projectId is required: pass ?projectId=<your project id>'),
  st: requiredText('st (sdk type) is required: pass ?st=appkit', 64, 'st is at most 64 characters'),
  sv: requiredText(
    'sv (sdk version) is required: pass ?sv=<sdk version, e.g. html-wagmi-2.18.0>',
    64,
    'sv is at most 64 characters',
  ),
})
export type SdkQuery = z.infer<typeof sdkQuerySchema>

const commaList = (what: string) =>
  z.pipe(
    z.string().check(z.maxLength(4000, `${what} is at most 4000 characters`)),
    z.transform((value: string) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry.length > 0),
    ),
  )

export { WALLET_PAGE_MAX, WALLET_PAGE_SIZE }

const wholeNumber = (message: string, min: number, max?: number) =>
  z.coerce
    .number({ error: message })
    .check(z.int(message), z.gte(min, message), ...(max === undefined ? [] : [z.lte(max, message)]))

export const getWalletsQuerySchema = z.extend(sdkQuerySchema, {
  page: z._default(wholeNumber('page must be a whole number from 1', 1), 1),
  entries: z._default(
    wholeNumber(`entries must be a whole number from 1 to ${WALLET_PAGE_MAX}`, 1, WALLET_PAGE_MAX),
    WALLET_PAGE_SIZE,
  ),
  include: z.optional(commaList('include')),
  exclude: z.optional(commaList('exclude')),
  chains: z.optional(commaList('chains')),
  search: z.optional(
    z.pipe(
      z.string().check(z.maxLength(100, 'search is at most 100 characters')),
      z.transform((value: string) => value.trim()),
    ),
  ),
  badge_type: z.optional(z.enum(BADGE_TYPES, { error: 'badge_type must be "none" or "certified"' })),
})
export type GetWalletsQuery = z.infer<typeof getWalletsQuerySchema>

/** Feature flags of spec section 3. */
export const FEATURE_NAMES = [
  'email',
  'socials', // spec data: a feature of the project config on the wire (spec section 7)
  'swaps', // spec data: a feature of the project config on the wire (spec section 7)
  'onramp', // spec data: a feature of the project config on the wire (spec section 7)
  'activity',
  'reownBranding',
  'multiWallet',
] as const
export const featureNameSchema = z.enum(FEATURE_NAMES)
export type FeatureName = z.infer<typeof featureNameSchema>

export const projectFeaturesSchema = z.object({
  email: z.boolean(),
  socials: z.boolean(), // spec data: a feature of the project config on the wire (spec section 7)
  swaps: z.boolean(), // spec data: a feature of the project config on the wire (spec section 7)
  onramp: z.boolean(), // spec data: a feature of the project config on the wire (spec section 7)
  activity: z.boolean(),
  reownBranding: z.boolean(),
  multiWallet: z.boolean(),
})
export type ProjectFeatures = z.infer<typeof projectFeaturesSchema>

export const appkitConfigResponseSchema = z.object({ features: projectFeaturesSchema })
export type AppkitConfigResponse = z.infer<typeof appkitConfigResponseSchema>

export const allowedOriginsResponseSchema = z.object({
  allowedOrigins: z.array(z.string()),
  /** The entries of `allowedOrigins` the project has not verified (the host shows 'Unverified Domain'). */
  unverifiedOrigins: z.optional(z.array(z.string())),
})
export type AllowedOriginsResponse = z.infer<typeof allowedOriginsResponseSchema>

export const analyticsConfigResponseSchema = z.object({ isAnalyticsEnabled: z.boolean() })
export type AnalyticsConfigResponse = z.infer<typeof analyticsConfigResponseSchema>

export const imageIdParamSchema = z.object({
  id: z
    .string()
    .check(
      z.minLength(1, 'the image id is missing from the path'),
      z.maxLength(128, 'the image id is at most 128 characters'),
      z.regex(/^[A-Za-z0-9_.:-]+$/, 'the image id may hold only letters, digits, "_", ".", ":" and "-"'),
    ),
})

const optionalText = (max: number) => z.optional(z.string().check(z.maxLength(max)))

/** Analytics event of spec section 3, posted to /e. */
export const analyticsEventSchema = z.object({
  eventId: z.string().check(z.minLength(1, 'eventId is required (a UUID)'), z.maxLength(128)),
  url: z.string().check(z.maxLength(2048, 'url is at most 2048 characters')),
  domain: z.string().check(z.maxLength(512, 'domain is at most 512 characters')),
  timestamp: z
    .number({ error: 'timestamp must be a number (milliseconds since the epoch)' })
    .check(z.int('timestamp must be a whole number of milliseconds')),
  props: z.looseObject({
    type: optionalText(64),
    event: z.string().check(z.minLength(1, 'props.event is required (e.g. INITIALIZE)'), z.maxLength(64)),
    errorType: optionalText(256),
    errorMessage: optionalText(4096),
    stackTrace: optionalText(16384),
    address: optionalText(128),
    properties: z.optional(z.record(z.string(), z.unknown())),
  }),
})
export type AnalyticsEventBody = z.infer<typeof analyticsEventSchema>

/** `stored` is false when the project has analytics off and the event is not INITIALIZE. */
export const analyticsEventResponseSchema = z.object({ stored: z.boolean() })
