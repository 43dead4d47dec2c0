import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normalizeOriginEntry, originMatches } from './originPattern.js'

describe('allowed origin entries', () => {
  it('compare plain entries by origin', () => {
    expect(originMatches('http://localhost:5173', 'http://localhost:5173')).toBe(true)
    expect(originMatches('http://localhost:5173/', 'http://localhost:5173')).toBe(true)
    expect(originMatches('http://localhost:5173', 'http://localhost:5174')).toBe(false)
    expect(originMatches('https://app.example.com', 'http://app.example.com')).toBe(false)
  })

  it('match wildcard entries as patterns', () => {
    expect(originMatches('https://*.example.com', 'https://app.example.com')).toBe(true)
    expect(originMatches('https://*.example.com', 'https://a.b.example.com')).toBe(true)
    expect(originMatches('https://*.example.com', 'https://example.com')).toBe(false)
    expect(originMatches('https://*.example.com', 'https://evil-example.com')).toBe(false)
    expect(originMatches('https://*.example.com', 'https://app.example.com.evil.io')).toBe(false)
    expect(originMatches('https://*.example.com', 'http://app.example.com')).toBe(false)
    expect(originMatches('http://localhost:*', 'http://localhost:5173')).toBe(true)
    expect(originMatches('http://localhost:*', 'http://localhost')).toBe(false)
    expect(originMatches('http://localhost:*', 'http://localhost.evil.io:80')).toBe(false)
  })

  it('are normalised to an origin, or refused with how to write them', () => {
    expect(normalizeOriginEntry(' http://127.0.0.1:5173/path ')).toBe('http://127.0.0.1:5173')
    expect(normalizeOriginEntry('https://*.Example.com')).toBe('https://*.example.com')
    expect(normalizeOriginEntry('http://localhost:*')).toBe('http://localhost:*')
    expect(() => normalizeOriginEntry('example.com')).toThrow(/write it like https:\/\/app.example.com/)
    expect(() => normalizeOriginEntry('*.example.com')).toThrow(/write it like https:\/\/\*.example.com/)
  })
})

describe('finding 6: origin patterns match without backtracking', () => {
  it('refuses a pattern with more than one "*" in the host, or a "*" inside a label', () => {
    for (const entry of [
      'https://*.*.*.example.com',
      'https://a*.example.com',
      'https://app.*.example.com',
      'https://*',
    ])
      expect(() => normalizeOriginEntry(entry), entry).toThrow('one "*", as the whole leftmost label')
  })

  it('answers a 2 KB adversarial Origin at once, even for a stored multi-star entry', () => {
    const origin = `https://${'a.'.repeat(1000)}example.co`
    const startedAt = performance.now()
    for (let round = 0; round < 200; round++) {
      expect(originMatches('https://*.*.*.example.com', origin)).toBe(false)
      expect(originMatches('https://*.example.com', origin)).toBe(false)
    }
    // 400 matches; the backtracking matcher took seconds for one.
    expect(performance.now() - startedAt).toBeLessThan(1_000)
    expect(originMatches('https://*.example.com', `https://${'a.'.repeat(900)}example.com`)).toBe(true)
  })

  it('agrees with a label-by-label reading for any host, and never throws', () => {
    const label = fc.stringMatching(/^[a-z0-9-]{1,8}$/)
    fc.assert(
      fc.property(
        fc.array(label, { minLength: 1, maxLength: 6 }),
        fc.array(label, { minLength: 1, maxLength: 3 }),
        (host, suffix) => {
          const origin = `https://${host.join('.')}`
          const entry = `https://*.${suffix.join('.')}`
          const expected =
            host.length > suffix.length && host.slice(-suffix.length).join('.') === suffix.join('.')
          expect(originMatches(entry, origin)).toBe(expected)
        },
      ),
      { numRuns: 500 },
    )
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.string({ maxLength: 300 }), (entry, origin) => {
        expect(typeof originMatches(entry, origin)).toBe('boolean')
      }),
      { numRuns: 500 },
    )
  })
})
