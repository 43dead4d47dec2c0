import * as z from 'zod/mini'

/**
 * The wallet registry's answers and the error body of the wallet service API (spec sections 3 and 7):
 * what the modal parses when it opens (recommended wallets), apart from walletService.ts's other schemas.
 */

export const BADGE_TYPES = ['none', 'certified'] as const
export const badgeTypeSchema = z.enum(BADGE_TYPES)
export type BadgeType = z.infer<typeof badgeTypeSchema>

/** A wallet listing (spec section 3). */
export const walletListingSchema = z.object({
  id: z.string(),
  name: z.string(),
  image_id: z.string(),
  image_url: z.string(),
  mobile_link: z.nullable(z.string()),
  desktop_link: z.nullable(z.string()),
  webapp_link: z.nullable(z.string()),
  homepage: z.nullable(z.string()),
  rdns: z.nullable(z.string()),
  chains: z.array(z.string()),
  badge_type: badgeTypeSchema,
  display_index: z.number().check(z.int()),
})
export type WalletListing = z.infer<typeof walletListingSchema>

export const getWalletsResponseSchema = z.object({
  data: z.array(walletListingSchema),
  count: z.number().check(z.int(), z.gte(0)),
})
export type GetWalletsResponse = z.infer<typeof getWalletsResponseSchema>

/** The JSON body of every refused request. */
export const apiErrorResponseSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
})
export type ApiErrorResponse = z.infer<typeof apiErrorResponseSchema>
