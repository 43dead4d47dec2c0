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

it('one balance rule: truncated to 3 decimals, never rounded, with en-US thousands separators', () => {
  // The Account header and the Tokens tab once showed "9999.997 ETH" and "9,999.998 ETH" for this.
  expect(formatBalance({ value: '9999.997958', symbol: 'ETH' })).toBe('9,999.997 ETH')
  expect(formatBalance({ value: '10000', symbol: 'ETH' })).toBe('10,000 ETH')
  expect(formatBalance({ value: '123456789012345678901.5' })).toBe('123,456,789,012,345,678,901.5')
  expect(formatBalance({ value: '-1234.5678' })).toBe('-1,234.567')
  expect(formatBalance({ value: 'garbage', symbol: 'ETH' })).toBe('0.000 ETH')
})
