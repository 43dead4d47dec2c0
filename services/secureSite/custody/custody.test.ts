import { describe, expect, it } from 'vitest'
import { combineShares } from './combineShares.js'
import { deriveAddresses, deriveEip155PrivateKey, deriveSolanaSecretKey } from './deriveAccounts.js'
import { createSealKeyPair, openSealedShare, sealShare } from './sealShare.js'
import { createSplitSeed } from './splitSeed.js'

describe('key custody (docs/embedded-wallet.md)', () => {
  it('any two of the three shares rebuild the same seed, so every pair derives the same addresses each time', async () => {
    const { deviceShare, authShare, recoveryShare } = await createSplitSeed()
    const fromDevice = deriveAddresses(await combineShares(deviceShare, authShare))
    expect(deriveAddresses(await combineShares(authShare, deviceShare))).toEqual(fromDevice)
    expect(deriveAddresses(await combineShares(recoveryShare, authShare))).toEqual(fromDevice)
    expect(deriveAddresses(await combineShares(deviceShare, recoveryShare))).toEqual(fromDevice)
    expect(fromDevice.eip155Address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(fromDevice.solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  })

  it('two seeds never give the same account', async () => {
    const first = await createSplitSeed()
    const second = await createSplitSeed()
    const a = deriveAddresses(await combineShares(first.deviceShare, first.authShare))
    const b = deriveAddresses(await combineShares(second.deviceShare, second.authShare))
    expect(a.eip155Address).not.toBe(b.eip155Address)
  })

  it('one share cannot be combined with itself, and a share of another seed gives another account', async () => {
    const first = await createSplitSeed()
    const second = await createSplitSeed()
    await expect(combineShares(first.authShare, first.authShare)).rejects.toThrow(
      'two different shares are needed to rebuild the seed',
    )
    const truth = deriveAddresses(await combineShares(first.deviceShare, first.authShare))
    // Shares of different seeds may collide on x; combine only when they do not.
    if (first.authShare[32] !== second.deviceShare[32]) {
      const mixed = deriveAddresses(await combineShares(first.authShare, second.deviceShare))
      expect(mixed.eip155Address).not.toBe(truth.eip155Address)
    }
  })

  it('the eip155 and solana keys of one seed are different (domain separation) and fixed for a fixed seed', () => {
    const seed = new Uint8Array(32).fill(7)
    const evm = deriveEip155PrivateKey(seed)
    const solana = deriveSolanaSecretKey(seed)
    expect(Buffer.from(evm).equals(Buffer.from(solana))).toBe(false)
    expect(deriveAddresses(seed)).toEqual(deriveAddresses(new Uint8Array(32).fill(7)))
  })

  it('a sealed share opens only with the recipient key and the same context', async () => {
    const recipient = await createSealKeyPair()
    const stranger = await createSealKeyPair()
    const share = crypto.getRandomValues(new Uint8Array(33))
    const sealed = await sealShare(share, recipient.publicKey, 'user-1')
    expect(await openSealedShare(sealed, recipient.privateKey, 'user-1')).toEqual(share)
    await expect(openSealedShare(sealed, stranger.privateKey, 'user-1')).rejects.toThrow()
    await expect(openSealedShare(sealed, recipient.privateKey, 'user-2')).rejects.toThrow()
  })
})
