import { type Alert, defineAlert } from 'walletdock/plugin'

// The relay's refusals (spec section 8): the texts it closes the socket with, each the plugin's own alert, shown once.

const RELAY_ORIGIN_NOT_ALLOWED = defineAlert({
  code: 'providerOriginNotAllowed',
  variant: 'error',
  message: 'Origin Not Allowed',
  detail: 'The relay refused this origin. Add it to the allowed origins of your project.',
  once: true,
})
/** spec 8's Session Expired: what the relay says when the clock makes the client's token invalid (8.11). */
const RELAY_SESSION_EXPIRED = defineAlert({
  code: 'providerSessionExpired',
  variant: 'error',
  message: 'Session Expired',
  detail: 'JWT token not yet valid - please check your time settings and connect again.',
  once: true,
})
const RELAY_INVALID_KEY = defineAlert({
  code: 'providerInvalidKey',
  variant: 'error',
  message: 'Invalid Project ID',
  detail: 'The relay refused the project key. Check `projectId` in your configuration.',
  once: true,
})

/** The relay's close texts, matched whole so another error that merely says "invalid key" is not taken for one. */
const RELAY_CLOSE_TEXTS: [RegExp, Alert][] = [
  [/unauthorized: origin not allowed/i, RELAY_ORIGIN_NOT_ALLOWED],
  [/jwt token (is )?not yet valid/i, RELAY_SESSION_EXPIRED],
  [/unauthorized: invalid key/i, RELAY_INVALID_KEY],
]

/** Causes deeper than this are not read (a cause chain could loop). */
const MAX_CAUSE_DEPTH = 8

function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string')
    return error.message
  return undefined
}

/**
 * The refusal alert a relay error carries, in it or one of its causes (the relayer's socket error
 * wraps the relay's close reason, a failed connect wraps that); undefined for any other error.
 */
export function relayRefusalOf(error: unknown): Alert | undefined {
  let current = error
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current !== undefined && current !== null; depth++) {
    const message = messageOf(current)
    const found = message === undefined ? undefined : RELAY_CLOSE_TEXTS.find(([text]) => text.test(message))
    if (found) return found[1]
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined
  }
  return undefined
}
