import { expect, it } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress.js'

it('Solana address: 32 to 44 base58 characters', () => {
  expect(isSolanaAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe(true)
  expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
  expect(isSolanaAddress('1111111111111111111111111111111')).toBe(false)
  expect(isSolanaAddress('0OIl1111111111111111111111111111')).toBe(false)
  expect(isSolanaAddress('1'.repeat(45))).toBe(false)
})
