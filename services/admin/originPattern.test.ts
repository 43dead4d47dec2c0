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
  })

  it('are normalised to an origin, or refused with how to write them', () => {
    expect(normalizeOriginEntry(' http://127.0.0.1:5173/path ')).toBe('http://127.0.0.1:5173')
    expect(normalizeOriginEntry('https://*.Example.com')).toBe('https://*.example.com')
    expect(() => normalizeOriginEntry('example.com')).toThrow(/write it like https:\/\/app.example.com/)
    expect(() => normalizeOriginEntry('*.example.com')).toThrow(/write it like https:\/\/\*.example.com/)
  })
})
