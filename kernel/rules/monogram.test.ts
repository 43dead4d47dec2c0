import { expect, it } from 'vitest'
import { hueOf, initialsOf, monogramOf } from './monogram.js'

it('initials: first letters of two words, else two characters; punctuation is no word', () => {
  expect(initialsOf('Trust Wallet')).toBe('TW')
  expect(initialsOf('rabby')).toBe('RA')
  expect(initialsOf('  ')).toBe('?')
  expect(initialsOf('1inch Wallet')).toBe('1W')
  expect(initialsOf('Coin98 / Super App')).toBe('CS')
  expect(initialsOf('<script>')).toBe('SC')
})

it('the hue is stable per text and in 0..359; the monogram puts both together', () => {
  expect(hueOf('MetaMask')).toBe(hueOf('MetaMask'))
  expect(hueOf('MetaMask')).not.toBe(hueOf('Rainbow'))
  expect(hueOf('x')).toBeGreaterThanOrEqual(0)
  expect(hueOf('x')).toBeLessThan(360)
  expect(monogramOf('Trust Wallet')).toEqual({
    initials: 'TW',
    background: `hsl(${hueOf('Trust Wallet')} 60% 28%)`,
  })
  expect(monogramOf('Trust Wallet', 'wallet:trust').background).toBe(`hsl(${hueOf('wallet:trust')} 60% 28%)`)
})
