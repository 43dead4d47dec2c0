import { expect, it } from 'vitest'
import { hueOf, initials } from './monogram.js'

it('a monogram uses the first letters of the first two words', () => {
  expect(initials('Trust Wallet')).toBe('TW')
  expect(initials('rabby')).toBe('RA')
  expect(initials('  ')).toBe('?')
})

it('a name always gets the same hue', () => {
  expect(hueOf('MetaMask')).toBe(hueOf('MetaMask'))
  expect(hueOf('MetaMask')).not.toBe(hueOf('Rainbow'))
  expect(hueOf('x')).toBeGreaterThanOrEqual(0)
  expect(hueOf('x')).toBeLessThan(360)
})
