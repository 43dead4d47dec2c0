import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scanJson } from './scanJson.js'
import { scanJsonBytes } from './scanJsonBytes.js'

const literals = (text: string, ranges: [number, number][]) =>
  ranges.map(([start, end]) => text.slice(start, end))
const byteLiterals = (bytes: Buffer, ranges: [number, number][]) =>
  ranges.map(([start, end]) => bytes.toString('utf8', start, end))

describe('scanJsonBytes', () => {
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
          const byBytes = scanJsonBytes(bytes, stop, long)
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
    expect(scanJsonBytes(Buffer.from(`${'['.repeat(50_000)}${']'.repeat(50_000)}`), 16).depth).toBe(17)
    expect(scanJsonBytes(Buffer.from('["[[[", {"a": "}\\"{{"}]')).depth).toBe(2)
  })
})
