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

describe('scanJson past a depth limit', () => {
  it('stops reading at the first level past it, and still says the text is too deep', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`
    expect(scanJson(deep, Number.POSITIVE_INFINITY, 16).depth).toBe(17)
    expect(scanJson('[[1]]', Number.POSITIVE_INFINITY, 16).depth).toBe(2)
  })
})
