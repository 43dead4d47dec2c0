import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseRelayFrame } from './parseRelayFrame.js'
import { type ParsedRelayJson, parseRelayJson } from './parseRelayJson.js'

const outcome = (read: () => ParsedRelayJson) => {
  try {
    const { value, bigIntegers } = read()
    return { value, bigIntegers }
  } catch (error) {
    return { threw: (error as Error).name }
  }
}

/** Strings of every kind a frame carries: short, long plain base64, long with escapes, non-ASCII, control characters. */
const piece = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', minLength: 250, maxLength: 400 }),
  fc.base64String({ minLength: 250, maxLength: 2000 }),
  fc.constantFrom('\u0000long:0', '\u0000long:1', 'é'.repeat(300), `${'a'.repeat(300)}\n`),
)

describe('parseRelayFrame', () => {
  it('reads any frame as parseRelayJson reads its text, a placeholder counting the length of what it stands for', () => {
    const frame = fc
      .tuple(
        fc.bigInt({ min: 0n, max: 10n ** 19n }),
        fc.array(fc.tuple(fc.string({ maxLength: 8 }), piece), { maxLength: 4 }),
        piece,
        fc.nat(4),
      )
      .map(([id, entries, message, cut]) => {
        const params = JSON.stringify(Object.fromEntries(entries))
        const text = `{"id":${id},"method":"irn_publish","params":${params},"message":${JSON.stringify(message)}}`
        // Raw control characters and cut-short frames must be refused as before.
        if (cut === 1) return text.slice(0, -3)
        if (cut === 2) return text.replace('\\n', '\n')
        return text
      })
    fc.assert(
      fc.property(frame, (text) => {
        const expected = outcome(() => parseRelayJson(text))
        let deferred: ReturnType<typeof parseRelayFrame> | undefined
        const actual = outcome(() => {
          deferred = parseRelayFrame(Buffer.from(text))
          return deferred.complete()
        })
        expect(actual).toEqual(expected)
        if (!deferred || 'threw' in expected) return
        const before = (deferred.value as { message: string }).message
        const after = (expected.value as { message: string }).message
        expect(deferred.charsOf(before)).toBe(after.length)
        expect(deferred.isDeferred(before)).toBe(before !== after)
      }),
      { numRuns: 1000 },
    )
  })

  it('leaves a 128 KiB base64 message undecoded until complete(), and refuses a deep frame from its bytes', () => {
    const message = 'QUJD'.repeat(32 * 1024)
    const frame = parseRelayFrame(Buffer.from(`{"id":1,"params":{"message":"${message}"}}`))
    const placeholder = (frame.value as { params: { message: string } }).params.message
    expect(placeholder.length).toBeLessThan(16)
    expect(frame.isDeferred(placeholder)).toBe(true)
    expect(frame.charsOf(placeholder)).toBe(message.length)
    expect(frame.complete().value).toEqual({ id: 1, params: { message } })
    expect(() => parseRelayFrame(Buffer.from(`${'['.repeat(17)}${']'.repeat(17)}`))).toThrow(
      'nests deeper than 16',
    )
  })
})
