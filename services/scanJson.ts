/** What one pass over a JSON text (or its UTF-8 bytes) found, before anything parses it. */
export type JsonScan = {
  /** How deep arrays and objects nest. */
  depth: number
  /** [start, end) of each integer literal with more digits than `longDigits` (outside strings). */
  longIntegers: [number, number][]
  /** [start, end) of each string value (quotes included, not an object key) longer than `longStringUnits`. */
  longStrings: [number, number][]
}

const QUOTE = 34
const BACKSLASH = 92

/**
 * The input as the scanner reads it: a text, read by UTF-16 code unit, or UTF-8 bytes, read by byte (a Buffer over
 * the same memory, for its native indexOf). JSON's structure is the same in both: quotes, backslashes, brackets and
 * digits are ASCII, which no multi-byte UTF-8 sequence contains and decoding (even of malformed UTF-8) keeps in place.
 * Each read site sees one kind only, so it stays monomorphic on the relay's hot path.
 */
type Units = string | Buffer

const codeAt = (units: Units, index: number): number =>
  typeof units === 'string' ? units.charCodeAt(index) : (units[index] ?? Number.NaN)

const quoteFrom = (units: Units, from: number): number =>
  typeof units === 'string' ? units.indexOf('"', from) : units.indexOf(QUOTE, from)

/** The index just past the string whose opening quote is at `open - 1` (past the end when it is not closed). */
function endOfString(units: Units, length: number, open: number): number {
  let from = open
  for (;;) {
    const quote = quoteFrom(units, from)
    if (quote < 0) return length + 1
    let backslashes = 0
    for (let at = quote - 1; at >= open && codeAt(units, at) === BACKSLASH; at--) backslashes++
    if (backslashes % 2 === 0) return quote + 1
    from = quote + 1
  }
}

const isJsonWhitespace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13

/** Whether the string ending before `end` is an object key (a colon follows it). */
function isKey(units: Units, length: number, end: number): boolean {
  let at = end
  while (at < length && isJsonWhitespace(codeAt(units, at))) at++
  return codeAt(units, at) === 58
}

const isNumberChar = (code: number) =>
  (code >= 48 && code <= 57) || code === 45 || code === 43 || code === 46 || code === 69 || code === 101

/** The end of the number literal starting at `start`, and whether it is an integer of more than `longDigits` digits. */
function readNumber(units: Units, length: number, start: number, longDigits: number) {
  let end = start + 1
  while (end < length && isNumberChar(codeAt(units, end))) end++
  let digits = 0
  let integer = true
  for (let at = start; at < end; at++) {
    const digit = codeAt(units, at)
    if (digit >= 48 && digit <= 57) digits++
    else if (!(digit === 45 && at === start)) integer = false
  }
  return { end, long: integer && digits > longDigits }
}

/**
 * Reads a JSON text, or a frame's UTF-8 bytes before they are decoded, once, in time linear in its length (string
 * contents are skipped with indexOf): its nesting depth (or that it passes `stopPastDepth`), its long integer
 * literals and its long string values, as [start, end) ranges of the input's units (characters, or bytes). So a
 * deep or huge frame is refused before JSON.parse, or even decoding, spends on it.
 */
export function scanJson(
  input: string | Uint8Array,
  longDigits = Number.POSITIVE_INFINITY,
  /** Stops reading once nesting passes this: the input will be refused, the rest need not be read. */
  stopPastDepth = Number.POSITIVE_INFINITY,
  /** Strings longer than this many units (characters of a text, bytes of bytes) are listed. */
  longStringUnits = Number.POSITIVE_INFINITY,
): JsonScan {
  const units: Units =
    typeof input === 'string' ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength)
  const length = input.length
  let depth = 0
  let deepest = 0
  const longIntegers: [number, number][] = []
  const longStrings: [number, number][] = []
  let index = 0
  while (index < length) {
    const code = codeAt(units, index)
    if (code === QUOTE) {
      const end = endOfString(units, length, index + 1)
      if (end - index > longStringUnits && end <= length && !isKey(units, length, end))
        longStrings.push([index, end])
      index = end
      continue
    }
    if (code === 91 || code === 123) {
      deepest = Math.max(deepest, ++depth)
      if (deepest > stopPastDepth) break
    } else if (code === 93 || code === 125) depth--
    // Numbers are read only when long integers are asked for: otherwise their digits are just passed.
    else if (longDigits !== Number.POSITIVE_INFINITY && (code === 45 || (code >= 48 && code <= 57))) {
      const number = readNumber(units, length, index, longDigits)
      if (number.long) longIntegers.push([index, number.end])
      index = number.end
      continue
    }
    index++
  }
  return { depth: deepest, longIntegers, longStrings }
}
