import { expect, it } from 'vitest'
import { formatNumber } from './formatNumber.js'

it('number formatting 2 decimals, en-US', () => {
  expect(formatNumber(1234.5)).toBe('1,234.50')
  expect(formatNumber('0.005')).toBe('0.01')
})

it('rounds half up (a tie away from zero), the decimal default of spec section 9', () => {
  expect(formatNumber('2.345')).toBe('2.35')
  expect(formatNumber('-2.345')).toBe('-2.35')
  expect(formatNumber('2.3449999')).toBe('2.34')
  // Decimal strings stay exact: 1.005 as a float is 1.00499..., as text it is a tie.
  expect(formatNumber('1.005')).toBe('1.01')
})
