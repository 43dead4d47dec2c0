import { expect, it } from 'vitest'
import { DECIMAL_PLACES } from './constants.js'
import { multiplyDecimals } from './multiplyDecimals.js'

it('multiplies exactly, with no float error', () => {
  expect(multiplyDecimals('0.1', '0.2')).toBe('0.02')
  expect(multiplyDecimals('1.5', 1999.99)).toBe('2999.985')
  expect(multiplyDecimals('10000', '2500')).toBe('25000000')
  expect(multiplyDecimals('123456789012345678901234567890', '1')).toBe('123456789012345678901234567890')
})

it('keeps 20 decimal places by default, rounding half up (a tie away from zero)', () => {
  expect(DECIMAL_PLACES).toBe(20)
  // 0.00000000000000000001 × 0.5 is a tie at the 21st place: it goes up.
  expect(multiplyDecimals('0.00000000000000000001', '0.5')).toBe('0.00000000000000000001')
  expect(multiplyDecimals('-0.00000000000000000001', '0.5')).toBe('-0.00000000000000000001')
  // Below half goes down.
  expect(multiplyDecimals('0.00000000000000000001', '0.4')).toBe('0')
  expect(multiplyDecimals('2.5', '1', 0)).toBe('3')
  expect(multiplyDecimals('2.4999', '1', 0)).toBe('2')
})

it('takes numbers as their exact decimal text and refuses what is not a decimal', () => {
  expect(multiplyDecimals(1e-7, 10)).toBe('0.000001')
  expect(multiplyDecimals(1.5e21, '2')).toBe('3000000000000000000000')
  expect(() => multiplyDecimals('1e5', '2')).toThrow(/not a decimal number/)
  expect(() => multiplyDecimals(Number.NaN, '2')).toThrow(/not a finite number/)
})
