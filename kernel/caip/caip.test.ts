import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  InvalidCaip2NetworkIdError,
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
} from '../errors/caip.js'
import { formatCaipAddress } from './formatCaipAddress.js'
import { isCaipAddress, parseCaipAddress } from './parseCaipAddress.js'
import { isCaipNetworkId, parseCaipNetworkId } from './parseCaipNetworkId.js'

describe('parseCaipNetworkId', () => {
  it('a CAIP network id has exactly two parts', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    for (const bad of ['eip155', 'eip155:1:0xabc', ':1', 'eip155:', '']) {
      expect(isCaipNetworkId(bad), bad).toBe(false)
    }
  })
  it("otherwise throws 'Invalid CAIP-2 network id'", () => {
    expect(() => parseCaipNetworkId('eip155')).toThrowErrorMatchingInlineSnapshot(`
      [InvalidCaip2NetworkIdError: Invalid CAIP-2 network id

      Received: "eip155"]
    `)
  })
  it('random input never throws anything but InvalidCaip2NetworkIdError', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (value) => {
        try {
          const { namespace, reference } = parseCaipNetworkId(value)
          expect(`${namespace}:${reference}`).toBe(value)
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidCaip2NetworkIdError)
        }
      }),
    )
  })
})

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

describe('formatCaipAddress', () => {
  it('joins a network id and an address', () => {
    expect(formatCaipAddress({ caipNetworkId: 'eip155:10', address: '0xabc' })).toBe('eip155:10:0xabc')
  })
  it("throws 'Invalid CAIP Address' when the parts do not make a CAIP-10 address", () => {
    expect(() => formatCaipAddress({ caipNetworkId: 'eip155:1', address: '' })).toThrow(
      InvalidCaipAddressError,
    )
    expect(() =>
      formatCaipAddress({ caipNetworkId: 'eip155', address: '0xabc' }),
    ).toThrowErrorMatchingInlineSnapshot(`[InvalidCaipAddressError: Invalid CAIP Address]`)
  })
})
