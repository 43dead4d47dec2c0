import { type AlertId, alertForProviderMessage } from './catalogue.js'

/** Causes deeper than this are not read (a cause chain could loop). */
const MAX_CAUSE_DEPTH = 8

function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string')
    return error.message
  return undefined
}

/**
 * The alert a reported error maps to when it, or one of its causes, carries a provider (relay)
 * message: the relayer's socket error wraps the relay's close reason, a failed connect wraps that.
 */
export function alertForProviderError(error: unknown): AlertId | undefined {
  let current = error
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current !== undefined && current !== null; depth++) {
    const message = messageOf(current)
    const id = message === undefined ? undefined : alertForProviderMessage(message)
    if (id) return id
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined
  }
  return undefined
}
