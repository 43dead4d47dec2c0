import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isOriginAllowed, normalizeOriginEntry, originEntryProblem, originMatches } from './originPattern.js'

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
          // A wildcard over one bare label (`*.com`) matches nothing: no one site owns a top-level domain.
          const expected =
            suffix.length > 1 &&
            host.length > suffix.length &&
            host.slice(-suffix.length).join('.') === suffix.join('.')
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

describe('hostile origins (property tests): one matcher for the kernel, doctor and the services', () => {
  const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,6}[a-z0-9])?$/)
  const labels = fc.array(label, { minLength: 1, maxLength: 4 })
  const canonical = (value: string) => {
    try {
      return new URL(value).origin
    } catch {
      return undefined
    }
  }

  it('https://*.example.com never lets in a host that does not end in ".example.com"', () => {
    fc.assert(
      fc.property(
        labels,
        fc.constantFrom(
          '',
          '.example.com',
          'example.com',
          '.example.com.evil.io',
          '.example.co',
          '-example.com',
        ),
        fc.constantFrom('https', 'http'),
        fc.option(fc.integer({ min: 1, max: 65535 })),
        (host, tail, scheme, port) => {
          const hostname = `${host.join('.')}${tail}`
          const origin = canonical(`${scheme}://${hostname}${port === null ? '' : `:${port}`}`)
          if (origin === undefined) return
          const allowed = originMatches('https://*.example.com', origin)
          const expected =
            scheme === 'https' && new URL(origin).port === '' && hostname.endsWith('.example.com')
          expect(allowed).toBe(expected)
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('https://*example.com is refused where entered, and matches nothing, evilexample.com least of all', () => {
    for (const entry of [
      'https://*example.com',
      'https://*-example.com',
      'https://ex*ample.com',
      'https://*.example.*',
      '*',
    ]) {
      expect(originEntryProblem(entry), entry).toMatch(
        /not an origin pattern; write it like https:\/\/\*\.example\.com/,
      )
      expect(() => normalizeOriginEntry(entry)).toThrow(/one "\*", as the whole leftmost label/)
    }
    expect(isOriginAllowed('https://evilexample.com', ['https://*example.com'])).toBe(false)
    fc.assert(
      fc.property(labels, label, (host, glued) => {
        const origin = `https://${[...host, `${glued}example`].join('.').replace(/^\./, '')}.com`
        expect(originMatches('https://*example.com', origin)).toBe(false)
        expect(originMatches('https://*example.com', `https://${glued}example.com`)).toBe(false)
      }),
      { numRuns: 500 },
    )
  })

  it('https://*.com (a wildcard over a bare top-level domain) is refused where entered, and matches no site', () => {
    for (const entry of ['https://*.com', 'HTTPS://*.COM', 'http://*.localhost:*', 'https://*.io:443']) {
      expect(originEntryProblem(entry), entry).toMatch(/puts "\*" over the whole top-level domain \.\w+/)
      expect(() => normalizeOriginEntry(entry)).toThrow(
        /name your own domain, like https:\/\/\*\.example\.com/,
      )
    }
    // A list that somehow holds one (stored before this rule) lets nothing in through it.
    for (const origin of ['https://evil.com', 'https://app.example.com', 'https://a.b.com'])
      expect(isOriginAllowed(origin, ['https://*.com']), origin).toBe(false)
    expect(originEntryProblem('https://*.example.com')).toBeUndefined()
    expect(isOriginAllowed('https://app.example.com', ['https://*.example.com'])).toBe(true)
  })

  it('userinfo, paths, ports, scheme, case and trailing dots do not get a hostile origin in', () => {
    const entry = 'https://*.example.com'
    for (const origin of [
      'https://user@app.example.com',
      'https://app.example.com@evil.io',
      'https://evil.io#.example.com',
      'https://evil.io/.example.com',
      'https://evil.io?.example.com',
      'https://app.example.com:8443',
      'http://app.example.com',
      'wss://app.example.com',
      'HTTPS://APP.EXAMPLE.COM',
      'https://app.example.com.',
      'https://app.example.com..',
      'https://.example.com',
      'https://app.example.com.evil.io',
      'https://app.example.com/',
      ' https://app.example.com',
      'null',
      '',
    ])
      expect(originMatches(entry, origin), origin).toBe(false)
    expect(originMatches(entry, 'https://app.example.com')).toBe(true)
    expect(originMatches('HTTPS://*.EXAMPLE.COM', 'https://app.example.com')).toBe(true)
    expect(originMatches('https://app.example.com', 'https://app.example.com:443')).toBe(false)
  })

  it('IDN: a look-alike host matches only as the punycode a browser sends, and never the real suffix', () => {
    // Cyrillic "а" in "exаmple": browsers send the punycode, which does not end in ".example.com".
    const lookAlike = new URL('https://app.ex\u0430mple.com').origin
    expect(lookAlike).toMatch(/xn--/)
    expect(originMatches('https://*.example.com', lookAlike)).toBe(false)
    expect(originMatches('https://*.example.com', 'https://app.ex\u0430mple.com')).toBe(false)
    // A punycode label under the real suffix is a host under it.
    const idnUnder = new URL('https://b\u00fccher.example.com').origin
    expect(originMatches('https://*.example.com', idnUnder)).toBe(true)
    expect(originMatches('https://*.example.com', 'https://b\u00fccher.example.com')).toBe(false)
  })

  it('any string as entry or origin: a boolean, never a throw, and no "*" pattern of another shape matches', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 80 }), (entry, origin) => {
        const matched = originMatches(entry, origin)
        expect(typeof matched).toBe('boolean')
        if (entry.includes('*') && originEntryProblem(entry) !== undefined) expect(matched).toBe(false)
      }),
      { numRuns: 1000 },
    )
  })
})
