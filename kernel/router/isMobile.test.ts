import { expect, it } from 'vitest'
import { detectMobile } from './isMobile.js'

it('mobile comes from user-agent client hints, then the user agent string', () => {
  expect(detectMobile({ userAgentData: { mobile: true }, userAgent: 'Desktop' })).toBe(true)
  expect(detectMobile({ userAgentData: { mobile: false }, userAgent: 'iPhone' })).toBe(false)
  expect(detectMobile({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)' })).toBe(true)
  expect(detectMobile({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' })).toBe(false)
  expect(detectMobile(undefined)).toBe(false)
})
