import { expect, it } from 'vitest'
import { formatNumber } from './formatNumber.js'

it('number formatting 2 decimals, en-US', () => {
  expect(formatNumber(1234.5)).toBe('1,234.50')
  expect(formatNumber('0.005')).toBe('0.01')
})
