import { describe, expect, it } from 'vitest'
import { InvalidCaipAddressError } from '../errors/caip.js'
import { formatCaipAddress } from './formatCaipAddress.js'

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
