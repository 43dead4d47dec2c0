import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidCaip10AddressError } from '../errors/caip.js'
import { isCaipAddress, parseCaipAddress } from './parseCaipAddress.js'

describe('parseCaipAddress', () => {
  it('a CAIP address has three non-empty colon parts with a known namespace', () => {
    expect(parseCaipAddress('eip155:1:0xabc')).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: '0xabc',
      caipNetworkId: 'eip155:1',
    })
    for (const bad of ['eip155:1', 'eip155::0xabc', 'eip155:1:', 'cardano:1:addr', 'eip155:1:0x:extra']) {
      expect(isCaipAddress(bad), bad).toBe(false)
    }
  })
  it("otherwise throws 'Invalid CAIP-10 address'", () => {
    expect(() => parseCaipAddress('cardano:1:addr')).toThrowErrorMatchingInlineSnapshot(`
      [InvalidCaip10AddressError: Invalid CAIP-10 address

      Received: "cardano:1:addr"]
    `)
  })
  it('random input never throws anything but InvalidCaip10AddressError', () => {
    const part = fc.oneof(fc.constantFrom('eip155', 'solana', 'bip122', 'polkadot', ''), fc.string())
    const joined = fc.array(part, { maxLength: 5 }).map((parts) => parts.join(':'))
    fc.assert(
      fc.property(fc.oneof(joined, fc.anything()), (value) => {
        try {
          const parsed = parseCaipAddress(value)
          expect(`${parsed.caipNetworkId}:${parsed.address}`).toBe(value)
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidCaip10AddressError)
        }
      }),
    )
  })
})
