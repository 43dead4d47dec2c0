import { addProject } from '../../services/admin/addProject.js'
import type { Database } from '../../services/db/database.js'
import { createMailer } from '../../services/mail/createMailer.js'
import { type MailSink, startMailSink } from '../../services/mail/startMailSink.js'
import type { AuthLimitNumbers } from '../../services/secureSite/authLimits.js'
import { createAuthClient } from '../../services/secureSite/frame/authClient.js'
import { loadSecureSiteKeys, type SecureSiteKeys } from '../../services/secureSite/secureSiteKeys.js'
import type { SocialProviders } from '../../services/secureSite/social/socialProviderConfig.js'
import { type SecureSite, startSecureSite } from '../../services/secureSite/startSecureSite.js'
import { openTestDatabase } from './openTestDatabase.js'

export const TESTBED_PROJECT = 'secure-site-test'
export const TESTBED_ORIGIN = 'http://127.0.0.1:5173'

/** For tests: a migrated database, the real mail sink, the secure site on free ports, and a clock the test moves. */
export async function startSecureSiteTestbed(
  options: {
    socialProviders?: SocialProviders
    /** The auth API's limits; by default far above what a test file sends from its one address. */
    authLimits?: Partial<AuthLimitNumbers>
    trustedProxies?: readonly string[]
  } = {},
) {
  const database: Database = await openTestDatabase()
  await addProject(database, { id: TESTBED_PROJECT, origins: [TESTBED_ORIGIN] })
  const mail: MailSink = await startMailSink({ host: '127.0.0.1', smtpPort: 0, inboxPort: 0 })
  const mailer = createMailer(mail.smtpUrl)
  const keys: SecureSiteKeys = await loadSecureSiteKeys({ file: null })
  let clock = Date.now()
  const site: SecureSite = await startSecureSite({
    database,
    keys,
    mailer,
    now: () => clock,
    host: '127.0.0.1',
    port: 0,
    publicHost: '127.0.0.1',
    rpcOrigins: [],
    frameScript: async () => '/* test */',
    socialProviders: options.socialProviders,
    authLimits: options.authLimits ?? {
      requestsPerClientPerMinute: 100_000,
      mailsPerClientPerHour: 100_000,
      wrongCodesPerClientPerDay: 100_000,
    },
    trustedProxies: options.trustedProxies,
  })
  const client = createAuthClient({ siteUrl: site.url, projectId: TESTBED_PROJECT })

  /** The newest mail to `email`, or an error when none came. */
  const lastMail = (email: string) => {
    const message = mail.messages().find((entry) => entry.to.includes(email.toLowerCase()))
    if (!message) throw new Error(`no mail to ${email}`)
    return message
  }
  const lastCode = (email: string) => {
    const code = /\b(\d{6})\b/.exec(lastMail(email).text)?.[1]
    if (!code) throw new Error(`the last mail to ${email} holds no code`)
    return code
  }
  /** Signs in by email with the code from the inbox; the device id is fixed per test unless given. */
  const signIn = async (email: string, deviceId: string = crypto.randomUUID() as string) => {
    const { flowId, action } = await client.connectEmail({ email, deviceId, origin: TESTBED_ORIGIN })
    if (action !== 'VERIFY_OTP') throw new Error(`expected VERIFY_OTP, got ${action}`)
    const answer = await client.connectOtp(flowId, lastCode(email))
    return {
      token: answer.sessionToken,
      sessionId: answer.sessionId,
      userId: answer.user.id,
      user: answer.user,
      deviceId,
    }
  }

  return {
    database,
    keys,
    mail,
    site,
    client,
    lastMail,
    lastCode,
    signIn,
    advance: (ms: number) => {
      clock += ms
    },
    async close() {
      mailer.close()
      await site.close()
      await mail.close()
      await database.close()
    },
  }
}
export type SecureSiteTestbed = Awaited<ReturnType<typeof startSecureSiteTestbed>>
