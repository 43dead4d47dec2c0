import * as fc from 'fast-check'
import { expect, it } from 'vitest'
import { parseCaipAddress } from '../caip/parseCaipAddress.js'
import { parseCaipNetworkId } from '../caip/parseCaipNetworkId.js'
import { splitCaipAddress, splitCaipNetworkId } from './caip.js'

it('splits CAIP-2 ids and CAIP-10 addresses by their grammar, and nothing else', () => {
  expect(splitCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' })
  expect(
    splitCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'),
  ).toEqual({
    namespace: 'solana',
    reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  })
  for (const bad of [
    'eip155',
    'eip155:',
    ':1',
    'eip155:1:0xab',
    'EIP155:1',
    'e:1',
    `eip155:${'1'.repeat(33)}`,
    42,
  ])
    expect(splitCaipNetworkId(bad), String(bad)).toBeUndefined()
  for (const bad of ['eip155:1', 'eip155:1:', 'eip155:1:0xab:cd', 'eip155:1:0x ab', undefined])
    expect(splitCaipAddress(bad), String(bad)).toBeUndefined()
})

it("kernel/caip's throwing parsers agree with the rule on any text", () => {
  const part = fc.stringMatching(/^[-a-z0-9A-Z_.%]{0,10}$/)
  fc.assert(
    fc.property(fc.array(part, { minLength: 1, maxLength: 4 }), (parts) => {
      const value = parts.join(':')
      const network = splitCaipNetworkId(value)
      if (network) expect(parseCaipNetworkId(value)).toEqual(network)
      else expect(() => parseCaipNetworkId(value)).toThrow()
      if (!splitCaipAddress(value)) expect(() => parseCaipAddress(value)).toThrow()
    }),
    { numRuns: 500 },
  )
})
