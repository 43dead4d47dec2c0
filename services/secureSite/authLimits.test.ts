import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type SecureSiteTestbed,
  startSecureSiteTestbed,
  TESTBED_ORIGIN,
  TESTBED_PROJECT,
} from '../../tests/support/startSecureSiteTestbed.js'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../constants.js'

const PGLITE_TIMEOUT_MS = 60_000
let n = 0
const freshEmail = () => `limits${++n}.${Date.now()}@example.com`
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000')

/** The attacks of issue 25 on the email login, each refused by a limit. */
describe('guessing the email code', () => {
  let bed: SecureSiteTestbed
  beforeAll(async () => {
    bed = await startSecureSiteTestbed({
      authLimits: {
        requestsPerClientPerMinute: 10_000,
        mailsPerClientPerHour: 10_000,
        wrongCodesPerClientPerDay: 1_000,
      },
    })
  }, PGLITE_TIMEOUT_MS)
  afterAll(() => bed.close())
  const connect = (email: string) =>
    bed.client.connectEmail({ email, deviceId: crypto.randomUUID(), origin: TESTBED_ORIGIN })

  it('starting a flow ends the older ones: the earlier code stops working', async () => {
    const email = freshEmail()
    const first = await connect(email)
    const firstCode = bed.lastCode(email)
    bed.advance(EMAIL_LOGIN_COOLDOWN_MS)
    const second = await connect(email)
    await expect(bed.client.connectOtp(first.flowId, firstCode)).rejects.toMatchObject({
      code: 'OTP_EXPIRED',
    })
    expect((await bed.client.connectOtp(second.flowId, bed.lastCode(email))).action).toBe('CONNECT')
  })

  it('wrong codes are capped per email per day, over all its flows; the cap lifts after a day', async () => {
    const email = freshEmail()
    for (let flow = 0; flow < 3; flow++) {
      const { flowId } = await connect(email)
      const wrong = wrongOf(bed.lastCode(email))
      for (let guess = 0; guess < 5; guess++)
        await expect(bed.client.connectOtp(flowId, wrong)).rejects.toMatchObject({
          status: expect.any(Number),
        })
      bed.advance(EMAIL_LOGIN_COOLDOWN_MS)
    }
    const { flowId } = await connect(email)
    // 15 wrong codes today: even the right code is refused.
    await expect(bed.client.connectOtp(flowId, bed.lastCode(email))).rejects.toMatchObject({
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'too many wrong codes for this email address today; try again tomorrow',
    })
    bed.advance(24 * 60 * 60_000)
    const next = await connect(email)
    expect((await bed.client.connectOtp(next.flowId, bed.lastCode(email))).action).toBe('CONNECT')
  })
})

describe('per-client limits on the auth API', () => {
  let bed: SecureSiteTestbed
  beforeAll(async () => {
    bed = await startSecureSiteTestbed({
      authLimits: { requestsPerClientPerMinute: 20, mailsPerClientPerHour: 3, wrongCodesPerClientPerDay: 4 },
      trustedProxies: ['127.0.0.1'],
    })
  }, PGLITE_TIMEOUT_MS)
  afterAll(() => bed.close())

  /** A request as one end client behind the trusted proxy (its address in X-Forwarded-For). */
  const post = (client: string, path: string, body: unknown) =>
    fetch(`${bed.site.url}/auth/v1${path}?projectId=${TESTBED_PROJECT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(body),
    })
  const connectAs = (client: string, email: string) =>
    post(client, '/connect-email', { email, deviceId: crypto.randomUUID(), origin: TESTBED_ORIGIN })

  it('one client gets a few login mails an hour, to any addresses; another client is not affected', async () => {
    const sent = bed.mail.messages().length
    for (let index = 0; index < 3; index++)
      expect((await connectAs('10.0.0.1', freshEmail())).status).toBe(200)
    const refused = await connectAs('10.0.0.1', freshEmail())
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('TOO_MANY_MAILS')
    expect(bed.mail.messages().length).toBe(sent + 3)
    expect((await connectAs('10.0.0.2', freshEmail())).status).toBe(200)
  })

  it('one client gets a few wrong codes a day, over all addresses, then even a right code is refused', async () => {
    const flows: { flowId: string; email: string }[] = []
    for (let index = 0; index < 3; index++) {
      const email = freshEmail()
      const answer = (await (await connectAs(`10.0.1.${index}`, email)).json()) as { flowId: string }
      flows.push({ flowId: answer.flowId, email })
    }
    const [first, second, third] = flows
    if (!first || !second || !third) throw new Error('three flows')
    for (const flow of [first, first, second, second])
      expect(
        (
          await post('10.0.9.9', '/connect-otp', {
            flowId: flow.flowId,
            otp: wrongOf(bed.lastCode(flow.email)),
          })
        ).status,
      ).toBe(400)
    const refused = await post('10.0.9.9', '/connect-otp', {
      flowId: third.flowId,
      otp: bed.lastCode(third.email),
    })
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /^too many wrong codes from this client today; try again in \d+ s$/,
    )
    // The owner, from another client, still signs in with the same code.
    expect(
      (await post('10.0.8.8', '/connect-otp', { flowId: third.flowId, otp: bed.lastCode(third.email) }))
        .status,
    ).toBe(200)
  })

  it('every auth route is limited per client: a flooder is refused, another client is still answered', async () => {
    let refusedAt = -1
    for (let index = 0; index < 30 && refusedAt < 0; index++) {
      const answer = await post('10.0.2.1', '/user', {})
      if (answer.status === 429) refusedAt = index
    }
    expect(refusedAt).toBe(20)
    expect((await post('10.0.2.2', '/user', {})).status).toBe(401)
  })
})
