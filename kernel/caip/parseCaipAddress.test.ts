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
  it('parses solana CAIP-10 addresses: the genesis hash prefix, then the base58 address', () => {
    const value = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    expect(parseCaipAddress(value)).toEqual({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(isCaipAddress('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe(false)
    expect(isCaipAddress('solana::7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe(false)
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
