import { expect, it } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed.js'

it('entries with a wildcard are matched as patterns, others compare by origin', () => {
  const allowed = ['https://*.example.com', 'https://app.other.org/some/path', 'http://localhost:*']
  expect(isOriginAllowed('https://app.example.com', allowed)).toBe(true)
  expect(isOriginAllowed('https://a.b.example.com', allowed)).toBe(true)
  expect(isOriginAllowed('https://example.com.evil.io', allowed)).toBe(false)
  expect(isOriginAllowed('https://evilexample.com', allowed)).toBe(false)
  expect(isOriginAllowed('https://app.other.org', allowed)).toBe(true)
  expect(isOriginAllowed('http://app.other.org', allowed)).toBe(false)
  expect(isOriginAllowed('http://localhost:5173', allowed)).toBe(true)
  expect(isOriginAllowed('not a url', allowed)).toBe(false)
})
