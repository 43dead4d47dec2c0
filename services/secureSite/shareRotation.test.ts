import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type SecureSiteTestbed,
  startSecureSiteTestbed,
  TESTBED_ORIGIN,
} from '../../tests/support/startSecureSiteTestbed.js'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../constants.js'
import { findWallet } from './authStore.js'
import { fromBase64url, toBase64url } from './custody/base64url.js'
import { combineShares } from './custody/combineShares.js'
import { deriveAddresses } from './custody/deriveAccounts.js'
import { proveWithBothKeys } from './custody/registrationProof.js'
import { rotationMessage } from './custody/rotationProof.js'
import { openSealedShare, sealShare } from './custody/sealShare.js'
import { createSplitSeed, splitSeed } from './custody/splitSeed.js'
import {
  createWalletShares,
  deviceShareMatches,
  recoverDeviceShare,
  rotateShares,
  StaleShareError,
  withEip155Key,
} from './frame/walletKeys.js'

let bed: SecureSiteTestbed
beforeAll(async () => {
  bed = await startSecureSiteTestbed()
}, 60_000)
afterAll(() => bed.close())

let n = 0
const freshEmail = () => `rotation${++n}.${Date.now()}@example.com`

/** The eip155 address two shares rebuild, or undefined when they cannot be combined at all. */
async function rebuilds(first: Uint8Array, second: Uint8Array): Promise<string | undefined> {
  try {
    return deriveAddresses(await combineShares(first, second)).eip155Address
  } catch {
    return undefined
  }
}

/** Every signed-in route, with the body it needs: the signed-out token must get 401 from each. */
async function statusesOf(token: string): Promise<number[]> {
  const routes = [
    '/user',
    '/wallet',
    '/wallet/auth-share',
    '/wallet/recovery',
    '/wallet/rotate',
    '/update-email',
    '/sign-out',
  ]
  return Promise.all(
    routes.map(async (route) => {
      const response = await fetch(`${bed.site.url}/auth/v1${route}?projectId=secure-site-test`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      })
      return response.status
    }),
  )
}

describe('issue 25: sign-out rotates the shares, so what a stolen token took combines with nothing held afterwards', () => {
  it('old shares plus any new share rebuild no key, the old token fails everywhere, and the person signs again', async () => {
    const email = freshEmail()
    const deviceId = crypto.randomUUID()
    const session = await bed.signIn(email, deviceId)
    const { deviceShare: oldDeviceShare, addresses } = await createWalletShares(bed.client, session)
    const wallet = addresses.eip155Address
    // The attack: a stolen token fetches the auth share while the session lives.
    const stolenAuthShare = fromBase64url((await bed.client.authShare(session.token)).authShare)
    expect(await rebuilds(oldDeviceShare, stolenAuthShare)).toBe(wallet)

    // The person signs out: the frame splits the seed afresh, the services swap the shares and end the session.
    const newDeviceShare = await rotateShares(bed.client, session, oldDeviceShare, wallet)

    // The stolen token now reaches nothing.
    expect(await statusesOf(session.token)).toEqual([401, 401, 401, 401, 401, 401, 401])

    // The person signs in again on the same device (still known: a code, no device link) and signs.
    bed.advance(EMAIL_LOGIN_COOLDOWN_MS)
    const again = await bed.signIn(email, deviceId)
    expect(again.user.eip155Address).toBe(wallet)
    const newAuthShare = fromBase64url((await bed.client.authShare(again.token)).authShare)
    expect(await rebuilds(newDeviceShare, newAuthShare)).toBe(wallet)
    const signed = await withEip155Key(bed.client, again.token, newDeviceShare, wallet, async (key) =>
      privateKeyToAccount(key).signMessage({ message: 'after sign-out' }),
    )
    expect(await verifyMessage({ address: wallet, message: 'after sign-out', signature: signed })).toBe(true)

    // Old shares with any new one: no key (a different seed, or no combination at all).
    expect(await rebuilds(stolenAuthShare, newDeviceShare)).not.toBe(wallet)
    expect(await rebuilds(stolenAuthShare, newAuthShare)).not.toBe(wallet)
    expect(await rebuilds(oldDeviceShare, newAuthShare)).not.toBe(wallet)
    // The recovery share the services hold now is of the new split too.
    const stored = await findWallet(bed.database, session.userId)
    const newRecovery = await openSealedShare(
      stored?.recoveryEnvelope as never,
      bed.keys.recoveryPrivateKey,
      session.userId,
    )
    expect(await rebuilds(newRecovery, newAuthShare)).toBe(wallet)
    expect(await rebuilds(newRecovery, stolenAuthShare)).not.toBe(wallet)
    expect(await rebuilds(newRecovery, oldDeviceShare)).not.toBe(wallet)
    // A frame still holding the old device share signs nothing with the new auth share.
    await expect(
      withEip155Key(bed.client, again.token, oldDeviceShare, wallet, async () => 'signed'),
    ).rejects.toBeInstanceOf(StaleShareError)
  })

  it('a token alone cannot rotate: shares not signed by the wallet, or signed for another session, are refused', async () => {
    const email = freshEmail()
    const deviceId = crypto.randomUUID()
    const session = await bed.signIn(email, deviceId)
    const { deviceShare, addresses } = await createWalletShares(bed.client, session)
    const authShare = fromBase64url((await bed.client.authShare(session.token)).authShare)
    const { publicKey } = await bed.client.recoveryKey()

    // The attacker's own split, signed by its own keys: the services check the wallet's addresses.
    const strangerSeed = await combineShares(
      ...(Object.values(await createSplitSeed()).slice(0, 2) as [Uint8Array, Uint8Array]),
    )
    const strangerShares = await splitSeed(strangerSeed)
    const forged = {
      authShare: toBase64url(strangerShares.authShare),
      recoveryEnvelope: await sealShare(
        new Uint8Array(strangerShares.recoveryShare),
        publicKey,
        session.userId,
      ),
    }
    const forgedProof = await proveWithBothKeys(
      strangerSeed,
      rotationMessage(session.userId, session.sessionId, addresses, forged),
    )
    await expect(
      bed.client.rotateAndSignOut(session.token, { ...forged, proof: forgedProof }),
    ).rejects.toMatchObject({ status: 400, code: 'INVALID_PROOF' })

    // A real proof for one session, replayed with another session's token: refused (the proof names its session).
    bed.advance(EMAIL_LOGIN_COOLDOWN_MS)
    const second = await bed.signIn(email, deviceId)
    const seed = await combineShares(deviceShare, authShare)
    const fresh = await splitSeed(seed)
    const shares = {
      authShare: toBase64url(fresh.authShare),
      recoveryEnvelope: await sealShare(new Uint8Array(fresh.recoveryShare), publicKey, session.userId),
    }
    const proof = await proveWithBothKeys(
      seed,
      rotationMessage(session.userId, session.sessionId, addresses, shares),
    )
    await expect(bed.client.rotateAndSignOut(second.token, { ...shares, proof })).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_PROOF',
    })
    // Nothing was replaced: the old shares still rebuild the wallet.
    const live = fromBase64url((await bed.client.authShare(second.token)).authShare)
    expect(await rebuilds(deviceShare, live)).toBe(addresses.eip155Address)
  })

  it("a rotation ends the user's other sessions and forgets other devices: each verifies again, then recovers the new split", async () => {
    const email = freshEmail()
    const first = await bed.signIn(email)
    const { deviceShare, addresses } = await createWalletShares(bed.client, first)
    // A second device joins before the sign-out (the mailed link, a code, recovery): it holds a share of the old split.
    bed.advance(EMAIL_LOGIN_COOLDOWN_MS)
    const secondDevice = crypto.randomUUID()
    const second = await signInNewDevice(email, secondDevice)
    const secondShare = await recoverDeviceShare(bed.client, second)
    const liveBefore = fromBase64url((await bed.client.authShare(second.token)).authShare)
    expect(await rebuilds(secondShare, liveBefore)).toBe(addresses.eip155Address)

    // The first device signs out with rotation: the second device's session ends, and its share is now stale.
    await rotateShares(bed.client, first, deviceShare, addresses.eip155Address)
    await expect(bed.client.authShare(second.token)).rejects.toMatchObject({ status: 401 })

    // Signing in again there is a new device's sign-in: the link first (a token alone never reaches recovery), ...
    bed.advance(EMAIL_LOGIN_COOLDOWN_MS)
    const back = await signInNewDevice(email, secondDevice)
    // ... its old share no longer rebuilds the wallet, and recovery (once) gives it a share of the new split.
    expect(await deviceShareMatches(bed.client, back.token, secondShare, addresses.eip155Address)).toBe(false)
    const renewed = await recoverDeviceShare(bed.client, back)
    expect(await deviceShareMatches(bed.client, back.token, renewed, addresses.eip155Address)).toBe(true)
    await expect(recoverDeviceShare(bed.client, back)).rejects.toMatchObject({ code: 'RECOVERY_NOT_ALLOWED' })
  })
})

/** Signs in by email from a device the services do not know: VERIFY_DEVICE, the mailed link confirmed, then the code. */
async function signInNewDevice(email: string, deviceId: string) {
  const { action, flowId } = await bed.client.connectEmail({ email, deviceId, origin: TESTBED_ORIGIN })
  expect(action).toBe('VERIFY_DEVICE')
  const link = new URL(/(http\S+approve-device\S+)/.exec(bed.lastMail(email).text)?.[1] ?? '')
  const confirm = await fetch(
    `${bed.site.url}/auth/v1/approve-device?projectId=${link.searchParams.get('projectId')}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: link.searchParams.get('token') }),
    },
  )
  expect(confirm.status).toBe(200)
  expect((await bed.client.connectDevice(flowId)).action).toBe('VERIFY_OTP')
  const answer = await bed.client.connectOtp(flowId, bed.lastCode(email))
  return { token: answer.sessionToken, userId: answer.user.id }
}
