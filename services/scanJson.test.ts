import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseRelayJson } from './relay/parseRelayJson.js'
import { scanJson } from './scanJson.js'

const depthOf = (value: unknown): number =>
  typeof value === 'object' && value !== null ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0

describe('scanJson', () => {
  it('reads the nesting depth of any JSON text, brackets inside strings not counted', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), (value) => {
        expect(scanJson(JSON.stringify(value)).depth).toBe(depthOf(value))
      }),
      { numRuns: 500 },
    )
    expect(scanJson('["[[[", {"a": "}\\"{{"}]').depth).toBe(2)
  })

  it('lets the relay keep 19-digit ids exact and parse everything else as JSON.parse does', () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 5 }).filter((value) => !/\d{16}/.test(JSON.stringify(value))),
        fc.bigInt({ min: 10n ** 16n, max: 10n ** 19n }),
        (value, id) => {
          const parsed = parseRelayJson(`{"id":${id},"params":${JSON.stringify(value)}}`)
          expect(parsed.value).toEqual({ id: String(id), params: JSON.parse(JSON.stringify(value)) })
          expect(parsed.bigIntegers).toEqual(new Set([String(id)]))
        },
      ),
      { numRuns: 300 },
    )
  })
})

/** The relay's first reading of long integers: every one quoted in a copy of the whole text, then parsed. */
const quoteEveryLongInteger = (text: string) => {
  let out = ''
  let last = 0
  for (const [start, end] of scanJson(text, 15).longIntegers) {
    out += `${text.slice(last, start)}"${text.slice(start, end)}"`
    last = end
  }
  return JSON.parse(out + text.slice(last))
}

/**
 * JSON texts with what the relay's frames hold: long ids anywhere, long strings (with escapes, without, with a raw
 * control character JSON refuses, one long enough to be kept as a slice), strings that spell the placeholder, odd
 * keys and spacing.
 */
const space = fc.constantFrom('', ' ', '\n  ', '\t')
const jsonText = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map(String),
    fc.constantFrom('0123456789012345678', '-1234567890123456.5', '12345678901234567e2', '1e400'),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((number) => JSON.stringify(number)),
    fc
      .string({ minLength: 250, maxLength: 400 })
      .map((text) => JSON.stringify(`${text}"\\ \u2028 12345678901234567`)),
    fc
      .string({ minLength: 250, maxLength: 400 })
      .map((text) => text.replace(/["\\\p{Cc}]/gu, 'x'))
      .chain((text) => fc.constantFrom(`"${text}"`, `"${text}\u0001"`, `"${text}\\u0000"`)),
    fc.constantFrom(`"${'y'.repeat(17_000)}"`, `"${'y'.repeat(17_000)}\u0007"`),
    fc.constantFrom('"\\u0000long:0"', '"\\u0000long:1"', '"\\u0000"'),
    fc.string({ maxLength: 8 }).map((text) => JSON.stringify(text)),
    fc.constantFrom('true', 'false', 'null'),
    fc
      .array(fc.tuple(space, tie('value'), space), { maxLength: 4 })
      .map((items) => `[${items.map((item) => item.join('')).join(',')}]`),
    fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom('id', '__proto__', '0', '12345678901234567'),
            fc.string({ minLength: 300, maxLength: 320 }),
          ),
          space,
          tie('value'),
        ),
        { maxLength: 4 },
      )
      .map(
        (entries) =>
          `{${entries.map(([key, gap, value]) => `${JSON.stringify(key)}${gap}:${gap}${value}`).join(',')}}`,
      ),
  ),
})).value

describe('parseRelayJson on big frames', () => {
  it('reads every text exactly as quoting each long integer in a copy of the whole frame did, without that copy', () => {
    fc.assert(
      fc.property(jsonText, fc.option(fc.nat()), (whole, cut) => {
        // Cut short too: unterminated strings and numbers, and texts that are not JSON at all.
        const text = cut === null ? whole : whole.slice(0, cut % (whole.length + 1))
        let expected: unknown
        try {
          expected = quoteEveryLongInteger(text)
        } catch {
          expect(() => parseRelayJson(text)).toThrow(SyntaxError)
          return
        }
        const { value } = parseRelayJson(text)
        expect(JSON.stringify(value)).toBe(JSON.stringify(expected))
        expect(value).toEqual(expected)
      }),
      { numRuns: 1_000 },
    )
  })

  it('a long integer under a "__proto__" key stays an own property, as JSON.parse makes it', () => {
    const { value } = parseRelayJson(
      '{"__proto__":12345678901234567890,"a":[{"__proto__":-12345678901234567}]}',
    )
    expect(JSON.stringify(value)).toBe(
      '{"__proto__":"12345678901234567890","a":[{"__proto__":"-12345678901234567"}]}',
    )
  })

  it('a 128 KiB publish with a 19-digit id keeps the id exact and the message whole', () => {
    const message = 'x'.repeat(128 * 1024)
    const parsed = parseRelayJson(
      `{"id":1795454400338274123,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${'a'.repeat(64)}","message":"${message}","ttl":300,"tag":1108}}`,
    )
    expect(parsed.value).toEqual({
      id: '1795454400338274123',
      jsonrpc: '2.0',
      method: 'irn_publish',
      params: { topic: 'a'.repeat(64), message, ttl: 300, tag: 1108 },
    })
  })
})

describe('scanJson past a depth limit', () => {
  it('stops reading at the first level past it, and still says the text is too deep', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`
    expect(scanJson(deep, Number.POSITIVE_INFINITY, 16).depth).toBe(17)
    expect(scanJson('[[1]]', Number.POSITIVE_INFINITY, 16).depth).toBe(2)
  })
})

const literals = (text: string, ranges: [number, number][]) =>
  ranges.map(([start, end]) => text.slice(start, end))
const byteLiterals = (bytes: Buffer, ranges: [number, number][]) =>
  ranges.map(([start, end]) => bytes.toString('utf8', start, end))

describe('scanJson over UTF-8 bytes (the relay reads a frame before decoding it)', () => {
  it("finds in a frame's UTF-8 bytes the depth and long strings scanJson finds in its text", () => {
    const text = fc.oneof(
      fc.json({ maxDepth: 6 }),
      fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value).slice(0, -1)),
      fc.string({ unit: 'binary', maxLength: 60 }).map((junk) => `{"a":[${JSON.stringify(junk)},"\\"${junk}`),
    )
    fc.assert(
      fc.property(
        text,
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 8 }),
        (json, long, stop) => {
          const bytes = Buffer.from(json)
          const byText = scanJson(json, Number.POSITIVE_INFINITY, stop, long)
          const byBytes = scanJson(bytes, Number.POSITIVE_INFINITY, stop, long)
          expect(byBytes.depth).toBe(byText.depth)
          // A string long in bytes may be short in characters: every long string by text is long by bytes.
          const fromBytes = byteLiterals(bytes, byBytes.longStrings)
          for (const literal of literals(json, byText.longStrings)) expect(fromBytes).toContain(literal)
          if (Buffer.byteLength(json) === json.length)
            expect(fromBytes).toEqual(literals(json, byText.longStrings))
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('stops at the depth limit of a deep frame', () => {
    expect(
      scanJson(Buffer.from(`${'['.repeat(50_000)}${']'.repeat(50_000)}`), Number.POSITIVE_INFINITY, 16).depth,
    ).toBe(17)
    expect(scanJson(Buffer.from('["[[[", {"a": "}\\"{{"}]')).depth).toBe(2)
  })
})
