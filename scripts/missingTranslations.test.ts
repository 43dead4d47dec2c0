import { expect, it } from 'vitest'
import { compareStrings, describeGaps, translationGaps } from './missingTranslations.js'

it('every shipped language has every key of the modal and of every plugin (npm run locales:missing lists gaps)', async () => {
  const gaps = await translationGaps(process.cwd())
  expect(describeGaps(gaps)).toBe('')
}, 30_000)

it('finds a missing key, an unknown key, an empty text and a lost placeholder', () => {
  const english = { a: 'A', b: 'Hello {name}', c: 'C', d: '{count, plural, one {# x} other {# xs}}' }
  const gaps = compareStrings('t', 'fr', english, {
    b: 'Bonjour',
    c: ' ',
    d: '{count, plural, one {# x} other {# x}}',
    z: 'Z',
  })
  expect(gaps.map(({ key, problem }) => `${problem} ${key}`)).toEqual([
    'missing a',
    'placeholders b',
    'empty c',
    'unknown z',
  ])
})
