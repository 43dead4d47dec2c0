import { RELAY_MAX_JSON_DEPTH } from '../constants.js'
import { scanJson } from '../scanJson.js'

/** Integers longer than this many digits may exceed 2^53 and lose precision as a JS number. */
const SAFE_DIGITS = 15

export type ParsedRelayJson = {
  value: unknown
  /** Decimal texts of integers that were read as strings to keep them exact (the clients' 19-digit ids). */
  bigIntegers: Set<string>
}

/** A frame nested deeper than any relay message: refused before JSON.parse spends on it. */
export class RelayJsonTooDeepError extends Error {
  override name = 'RelayJsonTooDeepError'
}

/** Strings longer than this are left out of the small second parse that reads long integers exactly. */
const SKELETON_STRING_CHARS = 256

/**
 * Parses JSON, reading integer literals beyond 15 digits as their decimal text so 19-digit request ids
 * round-trip exactly. Throws RelayJsonTooDeepError past RELAY_MAX_JSON_DEPTH, SyntaxError on bad JSON.
 * The text is parsed as it is; when it holds long integers, a copy without its long strings (so small, even
 * for a 128 KiB publish) is parsed with those integers quoted, and their exact text put back in place: a big
 * frame is never copied whole to quote its id.
 */
export function parseRelayJson(text: string): ParsedRelayJson {
  const scan = scanJson(text, SAFE_DIGITS, RELAY_MAX_JSON_DEPTH, SKELETON_STRING_CHARS)
  if (scan.depth > RELAY_MAX_JSON_DEPTH)
    throw new RelayJsonTooDeepError(`the frame nests deeper than ${RELAY_MAX_JSON_DEPTH} levels`)
  const bigIntegers = new Set<string>()
  if (scan.longIntegers.length === 0) return { value: JSON.parse(text), bigIntegers }
  for (const [start, end] of scan.longIntegers) bigIntegers.add(text.slice(start, end))
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    // Not JSON as it is (e.g. a long integer with leading zeros): read as before, with every long integer quoted.
    return { value: JSON.parse(quoteLongIntegers(text, scan.longIntegers, [])), bigIntegers }
  }
  const exact = JSON.parse(quoteLongIntegers(text, scan.longIntegers, scan.longStrings))
  return { value: restoreLongIntegers(value, exact), bigIntegers }
}

/** The text with each long integer quoted and each long string value emptied (both lists in text order). */
function quoteLongIntegers(
  text: string,
  longIntegers: readonly [number, number][],
  longStrings: readonly [number, number][],
): string {
  const edits = [
    ...longIntegers.map(([start, end]) => [start, end, `"${text.slice(start, end)}"`] as const),
    ...longStrings.map(([start, end]) => [start, end, '""'] as const),
  ].sort((a, b) => a[0] - b[0])
  let out = ''
  let last = 0
  for (const [start, end, replacement] of edits) {
    out += text.slice(last, start) + replacement
    last = end
  }
  return out + text.slice(last)
}

/** Puts the exact text of each long integer (a string in `exact`, a rounded number in `value`) into `value`. */
function restoreLongIntegers(value: unknown, exact: unknown): unknown {
  if (typeof value === 'number' && typeof exact === 'string') return exact
  if (typeof value !== 'object' || value === null || typeof exact !== 'object' || exact === null) return value
  const target = value as Record<string, unknown>
  for (const key of Object.keys(exact)) {
    const restored = restoreLongIntegers(target[key], (exact as Record<string, unknown>)[key])
    if (restored !== target[key]) target[key] = restored
  }
  return value
}

/** Writes an id back as the client sent it: a big integer as a bare number, anything else as JSON. */
export function formatRelayId(id: string | number, bigIntegers: Set<string>): string {
  return typeof id === 'string' && bigIntegers.has(id) ? id : JSON.stringify(id)
}
