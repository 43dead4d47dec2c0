import { expect, it } from 'vitest'
import { chainIdFromCoinType, coinTypeFromChainId, isAccountName } from './names.js'

it('a name is letters, digits and hyphens, at least 4 characters (spec section 5)', () => {
  for (const name of ['alice', 'a-b-c', '1234', 'Bob-2', 'x'.repeat(63)])
    expect(isAccountName(name), name).toBe(true)
  for (const name of ['abc', '', 'al ice', 'al_ice', 'alice.reown', 'ålice', 'x'.repeat(64)])
    expect(isAccountName(name), name).toBe(false)
})

it("the coin type is the chain id's ENSIP-11 one, below 2^31 else 'Invalid chainId'", () => {
  expect(coinTypeFromChainId(1)).toBe(60)
  expect(coinTypeFromChainId(10)).toBe(2147483658)
  expect(coinTypeFromChainId(31337)).toBe(0x80000000 + 31337)
  expect(coinTypeFromChainId(2147483647)).toBe(0xffffffff)
  for (const chainId of [2147483648, -1, 1.5, Number.NaN])
    expect(() => coinTypeFromChainId(chainId)).toThrow('Invalid chainId')
  for (const chainId of [1, 10, 31337, 2147483647])
    expect(chainIdFromCoinType(coinTypeFromChainId(chainId))).toBe(chainId)
  for (const coinType of [0, 501, 0x80000000, 0x100000000])
    expect(chainIdFromCoinType(coinType)).toBeUndefined()
})
