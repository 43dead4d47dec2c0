import { expect, it } from 'vitest'
import { formatQuantity } from './formatQuantity.js'

it('quantity shown with 3 decimals', () => {
  expect(formatQuantity('1.23456')).toBe('1.235')
  expect(formatQuantity(2)).toBe('2.000')
  expect(formatQuantity('1234567.1')).toBe('1,234,567.100')
  expect(formatQuantity('not a number')).toBe('0.000')
})
