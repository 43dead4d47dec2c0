import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatUnits } from './formatUnits.js'

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
