import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SecureSiteTestbed, startSecureSiteTestbed } from '../../tests/support/startSecureSiteTestbed.js'
import { toBase64url } from './custody/base64url.js'
import { combineShares } from './custody/combineShares.js'
import { deriveAddresses } from './custody/deriveAccounts.js'
import { proveRegistration } from './custody/registrationProof.js'
import { sealShare } from './custody/sealShare.js'
import { createSplitSeed } from './custody/splitSeed.js'
import { createWalletShares } from './frame/walletKeys.js'

let bed: SecureSiteTestbed
beforeAll(async () => {
  bed = await startSecureSiteTestbed()
}, 60_000)
afterAll(() => bed.close())

let n = 0
const freshEmail = () => `register${++n}.${Date.now()}@example.com`

/** A wallet as the frame makes it, with what the test changes before it is sent. */
async function registration(userId: string) {
  const { deviceShare, authShare, recoveryShare } = await createSplitSeed()
  const seed = await combineShares(deviceShare, authShare)
  const addresses = deriveAddresses(seed)
  const proof = await proveRegistration(seed, userId, addresses)
  const { publicKey } = await bed.client.recoveryKey()
  return {
    authShare: toBase64url(authShare),
    recoveryEnvelope: await sealShare(new Uint8Array(recoveryShare), publicKey, userId),
    ...addresses,
    proof,
  }
}

describe('a wallet registers only addresses its shares control', () => {
  it("refuses another address than the keys' (the 0x…bEEF attack), a proof for another user, and a swapped proof", async () => {
    const session = await bed.signIn(freshEmail())
    const honest = await registration(session.userId)
    const beef = '0x000000000000000000000000000000000000bEEF'
    for (const body of [
      { ...honest, eip155Address: beef },
      { ...honest, solanaAddress: (await registration(session.userId)).solanaAddress },
      { ...honest, proof: (await registration(session.userId)).proof },
      { ...honest, proof: (await registration('someone-else')).proof },
      { ...(await registration('someone-else')) },
    ]) {
      await expect(bed.client.createWallet(session.token, body)).rejects.toMatchObject({
        status: 400,
        code: 'INVALID_PROOF',
      })
    }
    await expect(
      bed.client.createWallet(session.token, {
        ...honest,
        proof: { ...honest.proof, eip155Signature: 'nope' },
      }),
    ).rejects.toMatchObject({ status: 400 })
    expect((await bed.client.user(session.token)).user.eip155Address).toBeNull()
    // The honest registration, as the frame sends it, is taken.
    expect(await bed.client.createWallet(session.token, honest)).toEqual({ created: true })
    expect((await bed.client.user(session.token)).user.eip155Address).toBe(honest.eip155Address)
  })

  it("the frame's own wallet creation proves its addresses", async () => {
    const session = await bed.signIn(freshEmail())
    const { addresses } = await createWalletShares(bed.client, session)
    expect((await bed.client.user(session.token)).user).toMatchObject(addresses)
  })
})
