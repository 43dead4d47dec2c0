import { alertForProviderError } from './alertForProviderError.js'
import { ALERTS } from './catalogue.js'

/** A relay's refusal in the catalogue's words (spec section 8): its title and what to do. */
export type ProviderRefusal = { title: string; message: string }

/**
 * The refusal a reported relay error carries (Invalid Project ID, Session Expired, Origin Not
 * Allowed), so a view can show it in place; undefined for any other error.
 */
export function providerRefusalOf(error: unknown): ProviderRefusal | undefined {
  const id = alertForProviderError(error)
  if (!id) return undefined
  const { shortMessage, longMessage } = ALERTS[id]
  return { title: shortMessage, message: longMessage }
}
