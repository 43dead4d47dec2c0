import { describe, expect, it } from 'vitest'
import { InvalidChainIdError } from '../errors/caip.js'
import { coinTypeFromChainId } from './coinTypeFromChainId.js'
import { isAccountName } from './isAccountName.js'
import { isEmail } from './isEmail.js'
import { isEvmAddress } from './isEvmAddress.js'
import { isSolanaAddress } from './isSolanaAddress.js'

describe('addresses', () => {
  it('EVM address: 40 hex characters with optional 0x prefix', () => {
    expect(isEvmAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true)
    expect(isEvmAddress('52908400098527886e0f7030069857d2e4169ee7')).toBe(true)
    expect(isEvmAddress('0x52908400098527886E0F7030069857D2E4169EE')).toBe(false)
    expect(isEvmAddress('0x52908400098527886E0F7030069857D2E4169EEZ')).toBe(false)
    expect(isEvmAddress(42)).toBe(false)
  })
  it('Solana address: 32 to 44 base58 characters', () => {
    expect(isSolanaAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe(true)
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
    expect(isSolanaAddress('1111111111111111111111111111111')).toBe(false)
    expect(isSolanaAddress('0OIl1111111111111111111111111111')).toBe(false)
    expect(isSolanaAddress('1'.repeat(45))).toBe(false)
  })
})

describe('isEmail', () => {
  it('email must be valid for connect and update', () => {
    expect(isEmail('alice@example.com')).toBe(true)
    expect(isEmail('a.b+tag@mail.example.co.uk')).toBe(true)
    for (const bad of ['alice', 'alice@', '@example.com', 'alice@example', 'al ice@example.com', '']) {
      expect(isEmail(bad), bad).toBe(false)
    }
  })
})

describe('isAccountName', () => {
  it('account name: letters, digits and hyphens, at least 4 characters', () => {
    expect(isAccountName('alice')).toBe(true)
    expect(isAccountName('a-b1')).toBe(true)
    expect(isAccountName('abc')).toBe(false)
    expect(isAccountName('al_ice')).toBe(false)
    expect(isAccountName('alice.eth')).toBe(false)
  })
  it('name suffixes: .reown.id and .wcn.id', () => {
    expect(isAccountName('alice.reown.id')).toBe(true)
    expect(isAccountName('alice.wcn.id')).toBe(true)
    expect(isAccountName('abc.reown.id')).toBe(false)
  })
})

describe('coinTypeFromChainId', () => {
  it('coin type is derived from the EVM chain id (ENSIP-11)', () => {
    expect(coinTypeFromChainId(1)).toBe(2147483649)
    expect(coinTypeFromChainId(10)).toBe(2147483658)
    expect(coinTypeFromChainId(42161)).toBe(2147525809)
  })
  it("must be below 2147483648, else 'Invalid chainId'", () => {
    expect(coinTypeFromChainId(2147483647)).toBe(4294967295)
    expect(() => coinTypeFromChainId(2147483648)).toThrow(InvalidChainIdError)
    expect(() => coinTypeFromChainId(-1)).toThrowErrorMatchingInlineSnapshot(
      `[InvalidChainIdError: Invalid chainId]`,
    )
  })
})
