import { expect, it } from 'vitest'
import { tokenAmount } from './parseAmount.js'

it("a quote's amount reads like the balances: the whole part grouped, cut (never rounded) to 3 decimals", () => {
  // The swap screenshot's quote: 1488.081911 DUSD (6 decimals) showed with no separator.
  expect(tokenAmount(1_488_081_911n, 6)).toBe('1,488.081')
  expect(tokenAmount(1_473_201_091n, 6)).toBe('1,473.201')
  expect(tokenAmount(2_999_999_999_999_999_999_999n, 18)).toBe('2,999.999')
  expect(tokenAmount(1_234_567n * 10n ** 18n, 18)).toBe('1,234,567')
  expect(tokenAmount(500_000n, 6)).toBe('0.5')
})
