import { expect, it } from 'vitest'
import { formatMessage } from './format.js'

const wallets = '{count, plural, one {# wallet} other {# wallets}}'

it('fills {params} and leaves unknown ones visible', () => {
  expect(formatMessage('Continue in {name}', { name: 'Rabby' })).toBe('Continue in Rabby')
  expect(formatMessage('{count} wallets', {})).toBe('{count} wallets')
  expect(formatMessage('{a} and {b}', { a: 1 })).toBe('1 and {b}')
})

it('picks the plural form by the locale through Intl.PluralRules', () => {
  expect(formatMessage(wallets, { count: 1 })).toBe('1 wallet')
  expect(formatMessage(wallets, { count: 1200 })).toBe('1,200 wallets')
  const russian = '{count, plural, one {# кошелёк} few {# кошелька} many {# кошельков} other {# кошелька}}'
  expect(formatMessage(russian, { count: 21 }, 'ru')).toBe('21 кошелёк')
  expect(formatMessage(russian, { count: 3 }, 'ru')).toBe('3 кошелька')
  expect(formatMessage(russian, { count: 11 }, 'ru')).toBe('11 кошельков')
  const arabic =
    '{count, plural, zero {لا محافظ} one {محفظة واحدة} two {محفظتان} few {# محافظ} many {# محفظة} other {# محفظة}}'
  expect(formatMessage(arabic, { count: 0 }, 'ar')).toBe('لا محافظ')
  expect(formatMessage(arabic, { count: 2 }, 'ar')).toBe('محفظتان')
  expect(formatMessage(arabic, { count: 5 }, 'ar-u-nu-latn')).toBe('5 محافظ')
  expect(formatMessage(arabic, { count: 11 }, 'ar-u-nu-latn')).toBe('11 محفظة')
})

it('an exact =N form wins over the category; a plural without a number stays as written', () => {
  const text = '{count, plural, =0 {No wallets} one {# wallet} other {# wallets}}'
  expect(formatMessage(text, { count: 0 })).toBe('No wallets')
  expect(formatMessage(text, { count: 'many' })).toBe(text)
  expect(formatMessage('{broken', { broken: 1 })).toBe('{broken')
})
