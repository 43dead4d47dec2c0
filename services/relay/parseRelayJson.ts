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

/** The refusal of a frame nested past RELAY_MAX_JSON_DEPTH, however it was found. */
export const relayJsonTooDeep = () =>
  new RelayJsonTooDeepError(`the frame nests deeper than ${RELAY_MAX_JSON_DEPTH} levels`)

/** String values longer than this are read apart from the rest of the frame (see parseRelayJson). */
const LONG_STRING_CHARS = 256
/**
 * A long string at least this long is kept as a slice of the frame's text, not copied, when the frame holds
 * little else: so what a stored message keeps alive is within this slack of what the mailbox counts for it.
 */
const SLICE_MIN_CHARS = 16 * 1024
const SLICE_SLACK_CHARS = 8 * 1024
/** Stands for the long string of its index in the small parse; no text that spells a NUL (`\u0000`) is read this way. */
export const PLACEHOLDER = '\u0000long:'

/**
 * Parses JSON, reading integer literals beyond 15 digits as their decimal text so 19-digit request ids
 * round-trip exactly. Throws RelayJsonTooDeepError past RELAY_MAX_JSON_DEPTH, SyntaxError on bad JSON.
 * A frame with long integers or long strings is not copied whole: JSON.parse reads a small copy of it with the
 * integers quoted and each long string value replaced by a placeholder, and the long strings are put back in
 * place, each read on its own (a 128 KiB message is a slice of the frame's text, not one more copy of it).
 */
export function parseRelayJson(text: string): ParsedRelayJson {
  const scan = scanJson(text, SAFE_DIGITS, RELAY_MAX_JSON_DEPTH, LONG_STRING_CHARS)
  if (scan.depth > RELAY_MAX_JSON_DEPTH) throw relayJsonTooDeep()
  const bigIntegers = new Set(scan.longIntegers.map(([start, end]) => text.slice(start, end)))
  if (scan.longStrings.length === 0 || text.includes('\\u0000'))
    return { value: JSON.parse(withEdits(text, scan.longIntegers, [])), bigIntegers }
  const longStrings = scan.longStrings.map(([start, end]) => readLongString(text, start, end))
  const value = JSON.parse(withEdits(text, scan.longIntegers, scan.longStrings))
  return { value: putBack(value, longStrings), bigIntegers }
}

/** The text with each long integer quoted and each long string replaced by its placeholder (both lists in text order). */
function withEdits(
  text: string,
  longIntegers: readonly [number, number][],
  longStrings: readonly [number, number][],
): string {
  if (longIntegers.length === 0 && longStrings.length === 0) return text
  const edits = [
    ...longIntegers.map(([start, end]) => [start, end, `"${text.slice(start, end)}"`] as const),
    ...longStrings.map(
      ([start, end], index) => [start, end, JSON.stringify(`${PLACEHOLDER}${index}`)] as const,
    ),
  ].sort((a, b) => a[0] - b[0])
  let out = ''
  let last = 0
  for (const [start, end, replacement] of edits) {
    out += text.slice(last, start) + replacement
    last = end
  }
  return out + text.slice(last)
}

/** One string literal of the text ([start, end) with its quotes), read as JSON.parse would read it. */
function readLongString(text: string, start: number, end: number): string {
  const literal = text.slice(start, end)
  if (literal.includes('\\')) return JSON.parse(literal)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: JSON refuses these unescaped in a string
  if (/[\u0000-\u001f]/.test(literal))
    throw new SyntaxError('Bad control character in string literal in JSON')
  const chars = end - start - 2
  if (chars >= SLICE_MIN_CHARS && text.length <= end - start + SLICE_SLACK_CHARS)
    return text.slice(start + 1, end - 1)
  return JSON.parse(literal)
}

/** Puts each long string back where its placeholder was read. */
function putBack(value: unknown, longStrings: readonly string[]): unknown {
  if (typeof value === 'string')
    return value.startsWith(PLACEHOLDER) ? longStrings[Number(value.slice(PLACEHOLDER.length))] : value
  if (typeof value !== 'object' || value === null) return value
  const target = value as Record<string, unknown>
  for (const key of Object.keys(target)) {
    const restored = putBack(target[key], longStrings)
    if (restored !== target[key]) target[key] = restored
  }
  return value
}

/** Writes an id back as the client sent it: a big integer as a bare number, anything else as JSON. */
export function formatRelayId(id: string | number, bigIntegers: Set<string>): string {
  return typeof id === 'string' && bigIntegers.has(id) ? id : JSON.stringify(id)
}
