/** Integers longer than this many digits may exceed 2^53 and lose precision as a JS number. */
const SAFE_DIGITS = 15

export type ParsedRelayJson = {
  value: unknown
  /** Decimal texts of integers that were read as strings to keep them exact (the clients' 19-digit ids). */
  bigIntegers: Set<string>
}

/** Parses JSON, reading integer literals beyond 15 digits as their decimal text so 19-digit request ids round-trip exactly. */
export function parseRelayJson(text: string): ParsedRelayJson {
  const bigIntegers = new Set<string>()
  let out = ''
  let last = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (inString) {
      if (char === '\\') index++
      else if (char === '"') inString = false
      continue
    }
    if (char === '"') {
      inString = true
      continue
    }
    if (
      (char === '-' || (char !== undefined && char >= '0' && char <= '9')) &&
      !/[\d.eE+-]/.test(text[index - 1] ?? '')
    ) {
      let end = index + 1
      while (end < text.length && /[\d.eE+-]/.test(text[end] ?? '')) end++
      const literal = text.slice(index, end)
      if (/^-?\d+$/.test(literal) && literal.replace('-', '').length > SAFE_DIGITS) {
        bigIntegers.add(literal)
        out += `${text.slice(last, index)}"${literal}"`
        last = end
      }
      index = end - 1
    }
  }
  out += text.slice(last)
  return { value: JSON.parse(out), bigIntegers }
}

/** Writes an id back as the client sent it: a big integer as a bare number, anything else as JSON. */
export function formatRelayId(id: string | number, bigIntegers: Set<string>): string {
  return typeof id === 'string' && bigIntegers.has(id) ? id : JSON.stringify(id)
}
