import { expect, it } from 'vitest'
import { directionOf, LANGUAGES, resolveLocale } from './locales.js'

it("'auto' picks the first of the browser's languages that ships, else English", () => {
  expect(resolveLocale('auto', ['xx-YY', 'fr-CA', 'de'])).toBe('fr-CA')
  expect(resolveLocale('auto', ['xx', 'yy'])).toBe('en')
  expect(resolveLocale('auto', [])).toBe('en')
  expect(resolveLocale('AUTO', ['ar-EG'])).toBe('ar-EG')
})

it('a configured locale is kept as given, whatever the browser says', () => {
  expect(resolveLocale('ja', ['de'])).toBe('ja')
})

it('Arabic reads right to left, the others left to right', () => {
  expect(directionOf('ar-EG')).toBe('rtl')
  expect(LANGUAGES.filter((language) => directionOf(language) === 'rtl')).toEqual(['ar'])
  expect(LANGUAGES).toHaveLength(12)
})
