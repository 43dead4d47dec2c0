import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type SecureSiteTestbed,
  startSecureSiteTestbed,
  TESTBED_ORIGIN,
} from '../../tests/support/startSecureSiteTestbed.js'
import { EMAIL_CODE_TTL_MS, EMAIL_LOGIN_COOLDOWN_MS } from '../constants.js'
import { fromBase64url } from './custody/base64url.js'
import { combineShares } from './custody/combineShares.js'
import { deriveAddresses } from './custody/deriveAccounts.js'
import { createWalletShares, recoverDeviceShare } from './frame/walletKeys.js'

const PGLITE_TIMEOUT_MS = 60_000
let bed: SecureSiteTestbed
beforeAll(async () => {
  bed = await startSecureSiteTestbed()
}, PGLITE_TIMEOUT_MS)
afterAll(() => bed.close())

let n = 0
/** A fresh address per test, so cooldowns of one test never touch another. */
const freshEmail = () => `person${++n}.${Date.now()}@example.com`
const connect = (email: string, deviceId: string = crypto.randomUUID()) =>
  bed.client.connectEmail({ email, deviceId, origin: TESTBED_ORIGIN })

describe('email login over real SMTP (spec 4: VERIFY_OTP, CONNECT)', () => {
  it('connect email mails a 6-digit code to the local inbox; the code gives a session and a user', async () => {
    const email = freshEmail()
    const { action, flowId } = await connect(email)
    expect(action).toBe('VERIFY_OTP')
    const mail = bed.lastMail(email)
    expect(mail.subject).toBe('Your login code')
    expect(mail.from).toBe('no-reply@walletdock.local')
    const answer = await bed.client.connectOtp(flowId, bed.lastCode(email))
    expect(answer.action).toBe('CONNECT')
    expect(answer.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(answer.user).toMatchObject({ email, eip155Address: null })
    expect((await bed.client.user(answer.sessionToken)).user.email).toBe(email)
  })

  it("email login can be triggered once per 30 s: 'Please try again after {n} seconds', then again after the cooldown", async () => {
    const email = freshEmail()
    await connect(email)
    bed.advance(10_000)
    await expect(connect(email)).rejects.toMatchObject({
      status: 429,
      code: 'EMAIL_COOLDOWN',
      message: 'Please try again after 20 seconds',
    })
    bed.advance(EMAIL_LOGIN_COOLDOWN_MS - 10_000)
    expect((await connect(email)).action).toBe('VERIFY_OTP')
  })

  it('the cooldown counts per address, compared lower-cased', async () => {
    const email = freshEmail()
    await connect(email)
    await expect(connect(email.toUpperCase())).rejects.toMatchObject({ code: 'EMAIL_COOLDOWN' })
    expect((await connect(freshEmail())).action).toBe('VERIFY_OTP')
  })

  it('a wrong code is refused with the tries left, and five wrong codes burn the code', async () => {
    const email = freshEmail()
    const { flowId } = await connect(email)
    const right = bed.lastCode(email)
    const wrong = right === '000000' ? '111111' : '000000'
    await expect(bed.client.connectOtp(flowId, wrong)).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_OTP',
      message: 'the code is wrong; 4 tries left',
    })
    for (const left of [3, 2, 1]) {
      await expect(bed.client.connectOtp(flowId, wrong)).rejects.toMatchObject({ code: 'INVALID_OTP' })
      expect(left).toBeGreaterThan(0)
    }
    await expect(bed.client.connectOtp(flowId, wrong)).rejects.toMatchObject({
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
    })
    await expect(bed.client.connectOtp(flowId, right)).rejects.toMatchObject({
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
    })
  })

  it('a code expires after 10 minutes', async () => {
    const email = freshEmail()
    const { flowId } = await connect(email)
    bed.advance(EMAIL_CODE_TTL_MS)
    await expect(bed.client.connectOtp(flowId, bed.lastCode(email))).rejects.toMatchObject({
      code: 'OTP_EXPIRED',
      message: 'the code has expired; ask for a new code',
    })
  })

  it('a code works once', async () => {
    const email = freshEmail()
    const { flowId } = await connect(email)
    const code = bed.lastCode(email)
    await bed.client.connectOtp(flowId, code)
    await expect(bed.client.connectOtp(flowId, code)).rejects.toMatchObject({ code: 'OTP_USED' })
  })

  it('two answers with the right code at once: exactly one session', async () => {
    const email = freshEmail()
    const { flowId } = await connect(email)
    const code = bed.lastCode(email)
    const results = await Promise.allSettled([
      bed.client.connectOtp(flowId, code),
      bed.client.connectOtp(flowId, code),
    ])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
  })

  it('the origin allow-list is enforced for email: Origin Not Allowed', async () => {
    await expect(
      bed.client.connectEmail({
        email: freshEmail(),
        deviceId: crypto.randomUUID(),
        origin: 'https://evil.example',
      }),
    ).rejects.toMatchObject({ status: 403, code: 'ORIGIN_NOT_ALLOWED' })
  })
})

describe('second-device verification (VERIFY_DEVICE)', () => {
  it('a known email with a wallet, from a new device, must approve the device by the mailed link before a code is sent', async () => {
    const email = freshEmail()
    const first = await bed.signIn(email)
    const { deviceShare, addresses } = await createWalletShares(bed.client, first)

    bed.advance(EMAIL_LOGIN_COOLDOWN_MS)
    // The first device is known: a code straight away.
    expect((await connect(email, first.deviceId)).action).toBe('VERIFY_OTP')

    bed.advance(EMAIL_LOGIN_COOLDOWN_MS)
    const newDevice = crypto.randomUUID()
    const { action, flowId } = await connect(email, newDevice)
    expect(action).toBe('VERIFY_DEVICE')
    const link = /(http\S+approve-device\S+)/.exec(bed.lastMail(email).text)?.[1] ?? ''
    expect(bed.lastMail(email).subject).toBe('Approve a new device')
    expect((await bed.client.connectDevice(flowId)).action).toBe('VERIFY_DEVICE')
    // A code typed before approval is refused.
    await expect(bed.client.connectOtp(flowId, '123456')).rejects.toMatchObject({ code: 'INVALID_FLOW' })

    // Opening the link shows a confirm button; a GET alone approves nothing.
    const page = await (await fetch(link)).text()
    expect(page).toContain('Approve this device')
    expect((await bed.client.connectDevice(flowId)).action).toBe('VERIFY_DEVICE')
    const token = new URL(link).searchParams.get('token')
    const form = await fetch(
      `${bed.site.url}/auth/v1/approve-device?projectId=${new URL(link).searchParams.get('projectId')}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `token=${token}`,
      },
    )
    expect(await form.text()).toContain('Device approved')
    // The link works once.
    const again = await fetch(form.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    })
    expect(again.status).toBe(400)

    expect((await bed.client.connectDevice(flowId)).action).toBe('VERIFY_OTP')
    const session = await bed.client.connectOtp(flowId, bed.lastCode(email))
    expect(session.user.eip155Address).toBe(addresses.eip155Address)

    // The new device gets the recovery share sealed to its own key; with the auth share it rebuilds the same account.
    const recovered = await recoverDeviceShare(bed.client, {
      token: session.sessionToken,
      userId: session.user.id,
    })
    const authShare = fromBase64url((await bed.client.authShare(session.sessionToken)).authShare)
    expect(deriveAddresses(await combineShares(recovered, authShare))).toEqual(addresses)
    expect(deriveAddresses(await combineShares(deviceShare, authShare))).toEqual(addresses)
    expect(Buffer.from(recovered).equals(Buffer.from(deviceShare))).toBe(false)
    // Recovery is once per new device (issue 25): the same token, stolen afterwards, cannot get R again.
    await expect(
      recoverDeviceShare(bed.client, { token: session.sessionToken, userId: session.user.id }),
    ).rejects.toMatchObject({ status: 403, code: 'RECOVERY_NOT_ALLOWED' })
  })
})

describe('email update (spec 4: VERIFY_PRIMARY_OTP, VERIFY_SECONDARY_OTP)', () => {
  it('a code to the current email, then one to the new email; the new email is stored on success', async () => {
    const email = freshEmail()
    const newEmail = freshEmail()
    const session = await bed.signIn(email)
    bed.advance(EMAIL_LOGIN_COOLDOWN_MS)
    const { action, flowId } = await bed.client.updateEmail(session.token, newEmail)
    expect(action).toBe('VERIFY_PRIMARY_OTP')
    expect(bed.lastMail(email).subject).toBe('Confirm your email change')
    // The new address's code is not the current one's.
    await expect(
      bed.client.updateEmailSecondaryOtp(session.token, flowId, bed.lastCode(email)),
    ).rejects.toMatchObject({
      code: 'INVALID_FLOW',
    })
    expect((await bed.client.updateEmailPrimaryOtp(session.token, flowId, bed.lastCode(email))).action).toBe(
      'VERIFY_SECONDARY_OTP',
    )
    expect(bed.lastMail(newEmail).subject).toBe('Confirm your new email')
    expect((await bed.client.user(session.token)).user.email).toBe(email)
    expect(await bed.client.updateEmailSecondaryOtp(session.token, flowId, bed.lastCode(newEmail))).toEqual({
      email: newEmail,
    })
    expect((await bed.client.user(session.token)).user.email).toBe(newEmail)
  })

  it('email enumeration: an address another wallet uses gets the same answers as a free one, and a notice instead of a code', async () => {
    const taken = freshEmail()
    await bed.signIn(taken)
    const takenMails = bed.mail.messages().filter((mail) => mail.to.includes(taken)).length
    const email = freshEmail()
    const session = await bed.signIn(email)
    bed.advance(EMAIL_LOGIN_COOLDOWN_MS)
    const { action, flowId } = await bed.client.updateEmail(session.token, taken)
    expect(action).toBe('VERIFY_PRIMARY_OTP')
    expect((await bed.client.updateEmailPrimaryOtp(session.token, flowId, bed.lastCode(email))).action).toBe(
      'VERIFY_SECONDARY_OTP',
    )
    expect(bed.mail.messages().filter((mail) => mail.to.includes(taken))).toHaveLength(takenMails + 1)
    const notice = bed.lastMail(taken)
    expect(notice.subject).toBe('Your email address is already in use')
    expect(notice.text).not.toMatch(/\b\d{6}\b/)
    // No code matches: the account keeps its email, and the other wallet keeps the address.
    await expect(bed.client.updateEmailSecondaryOtp(session.token, flowId, '123456')).rejects.toMatchObject({
      code: 'INVALID_OTP',
    })
    expect((await bed.client.user(session.token)).user.email).toBe(email)
  })

  it('refuses without a session', async () => {
    await expect(bed.client.updateEmail('x'.repeat(43), freshEmail())).rejects.toMatchObject({ status: 401 })
  })
})

describe('sessions and the wallet', () => {
  it('sign-out ends the session: the auth share is then refused', async () => {
    const session = await bed.signIn(freshEmail())
    await createWalletShares(bed.client, session)
    expect((await bed.client.authShare(session.token)).authShare).toMatch(/^[A-Za-z0-9_-]{44}$/)
    await bed.client.signOut(session.token)
    await expect(bed.client.authShare(session.token)).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    })
  })

  it('a session expires after 7 days', async () => {
    const session = await bed.signIn(freshEmail())
    bed.advance(7 * 24 * 60 * 60_000)
    await expect(bed.client.user(session.token)).rejects.toMatchObject({ status: 401 })
  })

  it('one wallet per account', async () => {
    const session = await bed.signIn(freshEmail())
    await createWalletShares(bed.client, session)
    await expect(createWalletShares(bed.client, session)).rejects.toMatchObject({
      status: 409,
      code: 'WALLET_EXISTS',
    })
  })
})
