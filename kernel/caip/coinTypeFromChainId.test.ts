import { describe, expect, it } from 'vitest'
import { InvalidChainIdError } from '../errors/caip.js'
import { coinTypeFromChainId } from './coinTypeFromChainId.js'

describe('coinTypeFromChainId', () => {
  it('coin type is derived from the EVM chain id (ENSIP-11)', () => {
    expect(coinTypeFromChainId(1)).toBe(2147483649)
    expect(coinTypeFromChainId(10)).toBe(2147483658)
    expect(coinTypeFromChainId(42161)).toBe(2147525809)
  })
  it("must be below 2147483648, else 'Invalid chainId'", () => {
    expect(coinTypeFromChainId(2147483647)).toBe(4294967295)
    expect(() => coinTypeFromChainId(2147483648)).toThrow(InvalidChainIdError)
    expect(() => coinTypeFromChainId(-1)).toThrowErrorMatchingInlineSnapshot(
      `[InvalidChainIdError: Invalid chainId]`,
    )
  })
})
