import { expect, it } from 'vitest'
import type { SiwxSession } from './protocol/siwx.js'
import { sessionMatches } from './sessionMatches.js'

const address = '0x5d5c99EdF529335160FF180fA141Dd4967fc00D2'
const session = (data: Partial<SiwxSession['data']> = {}): SiwxSession => ({
  data: {
    accountAddress: address,
    chainId: 'eip155:31337',
    domain: 'localhost',
    uri: 'http://localhost',
    version: '1',
    nonce: 'abcdefgh1234',
    expirationTime: '2026-11-28T00:00:00.000Z',
    ...data,
  },
  message: 'text',
  signature: '0x',
})
const now = Date.parse('2026-11-27T00:00:00.000Z')

it('a session signs in its own account (eip155: any case) on its own chain, inside its time window', () => {
  expect(sessionMatches(session(), `eip155:31337:${address.toLowerCase()}`, now)).toBe(true)
  expect(sessionMatches(session(), `eip155:31338:${address}`, now)).toBe(false)
  expect(sessionMatches(session(), 'eip155:31337:0x0000000000000000000000000000000000000001', now)).toBe(
    false,
  )
  expect(
    sessionMatches(session({ expirationTime: '2026-11-26T23:59:59.000Z' }), `eip155:31337:${address}`, now),
  ).toBe(false)
  expect(
    sessionMatches(session({ notBefore: '2026-11-27T00:00:01.000Z' }), `eip155:31337:${address}`, now),
  ).toBe(false)
  // Other namespaces compare addresses as written (base58 is case-sensitive).
  const solana = session({
    accountAddress: 'So11111111111111111111111111111111111111112',
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  })
  expect(
    sessionMatches(
      solana,
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111112',
      now,
    ),
  ).toBe(true)
  expect(
    sessionMatches(
      solana,
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:so11111111111111111111111111111111111111112',
      now,
    ),
  ).toBe(false)
})
