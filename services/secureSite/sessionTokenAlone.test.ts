import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SecureSiteTestbed, startSecureSiteTestbed } from '../../tests/support/startSecureSiteTestbed.js'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../constants.js'
import { createWalletShares, recoverDeviceShare } from './frame/walletKeys.js'

let bed: SecureSiteTestbed
beforeAll(async () => {
  bed = await startSecureSiteTestbed()
}, 60_000)
afterAll(() => bed.close())

let n = 0
const freshEmail = () => `token-alone${++n}.${Date.now()}@example.com`

describe('issue 25: a session token alone never rebuilds the key, and sign-out makes it reach nothing', () => {
  it('a stolen token of a device that holds its share gets the auth share but never the recovery share', async () => {
    const email = freshEmail()
    const deviceId = crypto.randomUUID()
    const session = await bed.signIn(email, deviceId)
    await createWalletShares(bed.client, session)
    // The attack: the token, and nothing else, asks for both server-side shares.
    expect((await bed.client.authShare(session.token)).authShare).toMatch(/^[A-Za-z0-9_-]+$/)
    await expect(recoverDeviceShare(bed.client, session)).rejects.toMatchObject({
      status: 403,
      code: 'RECOVERY_NOT_ALLOWED',
    })
    // A later sign-in on the same (known) device is no different.
    bed.advance(EMAIL_LOGIN_COOLDOWN_MS)
    const again = await bed.signIn(email, deviceId)
    await expect(recoverDeviceShare(bed.client, again)).rejects.toMatchObject({
      code: 'RECOVERY_NOT_ALLOWED',
    })
  })

  it('after sign-out the token reaches no share at all', async () => {
    const session = await bed.signIn(freshEmail())
    await createWalletShares(bed.client, session)
    expect(await bed.client.signOut(session.token)).toEqual({ signedOut: true })
    await expect(bed.client.authShare(session.token)).rejects.toMatchObject({ status: 401 })
    await expect(recoverDeviceShare(bed.client, session)).rejects.toMatchObject({ status: 401 })
  })
})
