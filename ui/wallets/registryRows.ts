import { RECOMMENDED_WALLET_ENTRIES } from '../../kernel/protocol/constants.js'

/**
 * How many registry rows Connect keeps a place for while the registry has not answered: the featured
 * wallets and the recommended ones (spec 9: 4 per request), whenever a services API is configured. The
 * first view and the content draw that many placeholder rows, so the view does not grow when the wallets
 * arrive; fewer rows come back only when the page's own wallets or the exclusions take some.
 */
export function waitingRegistryRows(parts: {
  api: boolean
  featuredIds: number
  featuredSettled: boolean
  recommendedSettled: boolean
}): number {
  if (!parts.api) return 0
  return (
    (parts.featuredSettled ? 0 : parts.featuredIds) +
    (parts.recommendedSettled ? 0 : RECOMMENDED_WALLET_ENTRIES)
  )
}
