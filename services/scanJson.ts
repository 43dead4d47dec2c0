/** What one pass over a JSON text found, before anything parses it. */
export type JsonScan = {
  /** How deep arrays and objects nest. */
  depth: number
  /** [start, end) of each integer literal with more digits than `longDigits` (outside strings). */
  longIntegers: [number, number][]
  /** [start, end) of each string value (quotes included, not an object key) longer than `longStringChars`. */
  longStrings: [number, number][]
}

const QUOTE = 34
const BACKSLASH = 92

/**
 * The index just past the string whose opening quote is at `open - 1` (past the text's end when it is not
 * closed); skips string content natively.
 */
function endOfString(text: string, open: number): number {
  let from = open
  for (;;) {
    const quote = text.indexOf('"', from)
    if (quote < 0) return text.length + 1
    let backslashes = 0
    for (let at = quote - 1; at >= open && text.charCodeAt(at) === BACKSLASH; at--) backslashes++
    if (backslashes % 2 === 0) return quote + 1
    from = quote + 1
  }
}

const isJsonWhitespace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13

/** Whether the string ending before `end` is an object key (a colon follows it). */
function isKey(text: string, end: number): boolean {
  let at = end
  while (at < text.length && isJsonWhitespace(text.charCodeAt(at))) at++
  return text.charCodeAt(at) === 58
}

const isNumberChar = (code: number) =>
  (code >= 48 && code <= 57) || code === 45 || code === 43 || code === 46 || code === 69 || code === 101

/**
 * Reads a JSON text once, in time linear in its length (string contents are skipped with indexOf), for its
 * nesting depth (or that it passes `stopPastDepth`) and its long integer literals: so a deep or huge frame is
 * refused before JSON.parse spends on it.
 */
export function scanJson(
  text: string,
  longDigits = Number.POSITIVE_INFINITY,
  /** Stops reading once nesting passes this: the text will be refused, the rest need not be read. */
  stopPastDepth = Number.POSITIVE_INFINITY,
  longStringChars = Number.POSITIVE_INFINITY,
): JsonScan {
  let depth = 0
  let deepest = 0
  const longIntegers: [number, number][] = []
  const longStrings: [number, number][] = []
  let index = 0
  while (index < text.length) {
    const code = text.charCodeAt(index)
    if (code === QUOTE) {
      const end = endOfString(text, index + 1)
      if (end - index > longStringChars && end <= text.length && !isKey(text, end))
        longStrings.push([index, end])
      index = end
      continue
    }
    if (code === 91 || code === 123) {
      deepest = Math.max(deepest, ++depth)
      if (deepest > stopPastDepth) break
    } else if (code === 93 || code === 125) depth--
    else if (code === 45 || (code >= 48 && code <= 57)) {
      let end = index + 1
      while (end < text.length && isNumberChar(text.charCodeAt(end))) end++
      let digits = 0
      let integer = true
      for (let at = index; at < end; at++) {
        const digit = text.charCodeAt(at)
        if (digit >= 48 && digit <= 57) digits++
        else if (!(digit === 45 && at === index)) integer = false
      }
      if (integer && digits > longDigits) longIntegers.push([index, end])
      index = end
      continue
    }
    index++
  }
  return { depth: deepest, longIntegers, longStrings }
}
