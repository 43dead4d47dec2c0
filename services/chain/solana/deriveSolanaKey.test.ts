import { describe, expect, it } from 'vitest'
import { deriveEd25519Key } from './deriveSolanaKey.js'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

describe('deriveEd25519Key', () => {
  it("follows SLIP-0010's first ed25519 test vector", () => {
    const seed = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex')
    const master = deriveEd25519Key(seed, [])
    expect(hex(master.chainCode)).toBe('90046a93de5380a72b5e45010748567d5ea02bbf6522f979e05c0d8d8ca9fffb')
    expect(hex(master.key)).toBe('2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7')
    const child = deriveEd25519Key(seed, [0])
    expect(hex(child.chainCode)).toBe('8b59aa11380b624e81507a27fedda59fea6d0b779a778918a2fd3590e16e9c69')
    expect(hex(child.key)).toBe('68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3')
  })
})
