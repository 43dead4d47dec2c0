import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidCaip2NetworkIdError } from '../errors/caip.js'
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
