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

/**
 * Parses JSON, reading integer literals beyond 15 digits as their decimal text so 19-digit request ids
 * round-trip exactly. Throws RelayJsonTooDeepError past RELAY_MAX_JSON_DEPTH, SyntaxError on bad JSON.
 */
export function parseRelayJson(text: string): ParsedRelayJson {
  const scan = scanJson(text, SAFE_DIGITS, RELAY_MAX_JSON_DEPTH)
  if (scan.depth > RELAY_MAX_JSON_DEPTH)
    throw new RelayJsonTooDeepError(`the frame nests deeper than ${RELAY_MAX_JSON_DEPTH} levels`)
  const bigIntegers = new Set<string>()
  let out = ''
  let last = 0
  for (const [start, end] of scan.longIntegers) {
    const literal = text.slice(start, end)
    bigIntegers.add(literal)
    out += `${text.slice(last, start)}"${literal}"`
    last = end
  }
  out += text.slice(last)
  return { value: JSON.parse(out), bigIntegers }
}

/** Writes an id back as the client sent it: a big integer as a bare number, anything else as JSON. */
export function formatRelayId(id: string | number, bigIntegers: Set<string>): string {
  return typeof id === 'string' && bigIntegers.has(id) ? id : JSON.stringify(id)
}
