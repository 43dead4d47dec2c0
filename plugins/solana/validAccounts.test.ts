import { describe, expect, it } from 'vitest'
import { InvalidSolanaAccountError, validAccounts } from './validAccounts.js'

const good = {
  address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
  publicKey: new Uint8Array(32),
  chains: [],
  features: [],
}

describe('validAccounts: a Solana address is 32 to 44 base58 characters', () => {
  it('keeps the Solana accounts and drops malformed ones beside them', () => {
    expect(validAccounts('Lantern', [{ ...good, address: '0xabc' }, good])).toEqual([good])
    expect(validAccounts('Lantern', [])).toEqual([])
  })
  it('refuses a wallet whose accounts are all malformed, with a clear error', () => {
    expect(() => validAccounts('Lantern', [{ address: '0OIl' }])).toThrow(InvalidSolanaAccountError)
    expect(() => validAccounts('Lantern', [{ address: '0OIl' }])).toThrow(
      /Lantern returned the account "0OIl", which is not a Solana address \(32 to 44 base58 characters\)/,
    )
    expect(() => validAccounts('Lantern', 'nope')).toThrow(InvalidSolanaAccountError)
    expect(() => validAccounts('Lantern', [null])).toThrow(InvalidSolanaAccountError)
  })
})
