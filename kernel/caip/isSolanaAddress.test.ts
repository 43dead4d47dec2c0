import { expect, it } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress.js'

it('Solana address: 32 to 44 base58 characters', () => {
  expect(isSolanaAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe(true)
  expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
  expect(isSolanaAddress('1111111111111111111111111111111')).toBe(false)
  expect(isSolanaAddress('0OIl1111111111111111111111111111')).toBe(false)
  expect(isSolanaAddress('1'.repeat(45))).toBe(false)
  // 44 characters, the usual length of a base58 ed25519 public key
  expect(isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe(true)
  expect(isSolanaAddress('So11111111111111111111111111111111111111112')).toBe(true)
  expect(isSolanaAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
  expect(isSolanaAddress(' 7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe(false)
  expect(isSolanaAddress(undefined)).toBe(false)
})
