import { RELAY_MAX_JSON_DEPTH } from '../constants.js'
import { scanJson } from '../scanJson.js'
import { type ParsedRelayJson, PLACEHOLDER, parseRelayJson, relayJsonTooDeep } from './parseRelayJson.js'

/** A received frame, read from its bytes with its long plain strings not yet decoded. */
export type RelayFrame = {
  /** The frame's value; each long plain string in it is a placeholder until `complete()`. */
  value: unknown
  bigIntegers: Set<string>
  /** Whether a string of `value` stands for a long string not yet decoded. */
  isDeferred(text: string): boolean
  /** The length in characters of a string of `value`: a placeholder's is the length of what it stands for. */
  charsOf(text: string): number
  /** The frame as parseRelayJson reads its text: every long string decoded in its place. */
  complete(): ParsedRelayJson
}

/** String values longer than this many bytes may be left undecoded (the messages and attestations). */
const LONG_STRING_BYTES = 256

/**
 * Reads a frame from its bytes. Depth is checked on the bytes (RelayJsonTooDeepError before any decoding); each long
 * string of printable ASCII without escapes (a base64 message, an attestation) is left in the bytes, its length known,
 * so a publish the limits refuse costs no string of its size; the rest of the frame is parsed by parseRelayJson.
 */
export function parseRelayFrame(bytes: Buffer): RelayFrame {
  const scan = scanJson(bytes, Number.POSITIVE_INFINITY, RELAY_MAX_JSON_DEPTH, LONG_STRING_BYTES)
  if (scan.depth > RELAY_MAX_JSON_DEPTH) throw relayJsonTooDeep()
  const plain = scan.longStrings.filter(([start, end]) => isPlainAscii(bytes, start + 1, end - 1))
  // A frame that spells a NUL could spell a placeholder: it is read whole.
  if (plain.length === 0 || bytes.includes('\\u0000')) {
    const parsed = parseRelayJson(bytes.toString())
    return { ...parsed, isDeferred: () => false, charsOf: (text) => text.length, complete: () => parsed }
  }
  const pieces: Buffer[] = []
  let last = 0
  for (const [index, [start, end]] of plain.entries()) {
    pieces.push(bytes.subarray(last, start), Buffer.from(JSON.stringify(`${PLACEHOLDER}${index}`)))
    last = end
  }
  pieces.push(bytes.subarray(last))
  const small = parseRelayJson(Buffer.concat(pieces).toString())
  const indexOf = (text: string) =>
    text.startsWith(PLACEHOLDER) ? Number(text.slice(PLACEHOLDER.length)) : -1
  const range = (text: string) => plain[indexOf(text)]
  return {
    value: small.value,
    bigIntegers: small.bigIntegers,
    isDeferred: (text) => range(text) !== undefined,
    charsOf: (text) => {
      const found = range(text)
      return found ? found[1] - found[0] - 2 : text.length
    },
    // Decoded whole, as parseRelayJson reads a frame: a message alone would be a young string the collector then
    // copies, where the whole frame's text is allocated once where it stays (measured: +45 KiB a publish).
    complete: () => parseRelayJson(bytes.toString()),
  }
}

/** Whether bytes [start, end) are printable ASCII without a backslash: JSON reads them as they are, one char each. */
function isPlainAscii(bytes: Buffer, start: number, end: number): boolean {
  for (let at = start; at < end; at++) {
    const byte = bytes[at] ?? 0
    if (byte < 0x20 || byte > 0x7f || byte === 0x5c) return false
  }
  return true
}
