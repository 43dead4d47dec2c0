import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatNumber } from './formatNumber.js'
import { formatQuantity } from './formatQuantity.js'
import { formatUnits } from './formatUnits.js'
import { operationSign } from './operationSign.js'
import { orDash } from './orDash.js'
import { shortenAddress } from './shortenAddress.js'
import { formatBalance, truncateBalance } from './truncateBalance.js'
import { truncateEmail } from './truncateEmail.js'

describe('display rules', () => {
  it('addresses are shortened keeping 4 leading and 6 trailing characters', () => {
    expect(shortenAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe('0x52...169EE7')
    expect(shortenAddress('0x1234')).toBe('0x1234')
  })

  it('quantity shown with 3 decimals', () => {
    expect(formatQuantity('1.23456')).toBe('1.235')
    expect(formatQuantity(2)).toBe('2.000')
    expect(formatQuantity('1234567.1')).toBe('1,234,567.100')
    expect(formatQuantity('not a number')).toBe('0.000')
  })

  it('balance shown truncated to 3 decimals', () => {
    expect(truncateBalance('1.23999')).toBe('1.239')
    expect(truncateBalance('0.0009')).toBe('0')
    expect(truncateBalance('12')).toBe('12')
    expect(truncateBalance(0.5)).toBe('0.5')
    expect(truncateBalance('garbage')).toBe('0.000')
    expect(formatBalance({ value: '1.23999', symbol: 'ETH' })).toBe('1.239 ETH')
  })

  it('operation types receive, deposit, borrow, claim get +; withdraw, repay, burn get -', () => {
    expect(['receive', 'deposit', 'borrow', 'claim'].map(operationSign)).toEqual(['+', '+', '+', '+'])
    expect(['withdraw', 'repay', 'burn'].map(operationSign)).toEqual(['-', '-', '-'])
    expect(operationSign('send')).toBe('')
  })

  it('email display is truncated beyond 30 characters', () => {
    const thirty = `${'a'.repeat(18)}@example.com`
    expect(thirty).toHaveLength(30)
    expect(truncateEmail(thirty)).toBe(thirty)
    expect(truncateEmail(`b${thirty}`)).toBe(`b${thirty.slice(0, 29)}...`)
  })

  it("missing name or description shows '-'", () => {
    expect(orDash(undefined)).toBe('-')
    expect(orDash(null)).toBe('-')
    expect(orDash('  ')).toBe('-')
    expect(orDash('Alice')).toBe('Alice')
  })

  it('number formatting 2 decimals, en-US', () => {
    expect(formatNumber(1234.5)).toBe('1,234.50')
    expect(formatNumber('0.005')).toBe('0.01')
  })
})

describe('formatUnits', () => {
  it('turns a bigint and decimals into a decimal string without float error', () => {
    expect(formatUnits(1234500000000000000n, 18)).toBe('1.2345')
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
    expect(formatUnits(-1500000n, 6)).toBe('-1.5')
    expect(formatUnits(42n, 0)).toBe('42')
    expect(formatUnits(100000000000000000000000001n, 18)).toBe('100000000.000000000000000001')
  })
  it('round-trips through bigint arithmetic for any value', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
        fc.integer({ min: 0, max: 30 }),
        (v, d) => {
          const [whole = '0', fraction = ''] = formatUnits(v, d).replace('-', '').split('.')
          const back = BigInt(whole) * 10n ** BigInt(d) + BigInt(fraction.padEnd(d, '0') || '0')
          expect(v < 0n ? -back : back).toBe(v)
        },
      ),
    )
  })
})
