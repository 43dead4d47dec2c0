import { expect, it } from 'vitest'
import { formatBalance, truncateBalance } from './truncateBalance.js'

it('balance shown truncated to 3 decimals', () => {
  expect(truncateBalance('1.23999')).toBe('1.239')
  expect(truncateBalance('0.0009')).toBe('0')
  expect(truncateBalance('12')).toBe('12')
  expect(truncateBalance(0.5)).toBe('0.5')
  expect(truncateBalance('garbage')).toBe('0.000')
  expect(formatBalance({ value: '1.23999', symbol: 'ETH' })).toBe('1.239 ETH')
})
