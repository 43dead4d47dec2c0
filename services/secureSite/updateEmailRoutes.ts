import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import {
  updateEmailBodySchema,
  updateEmailOtpBodySchema,
} from '../../plugins/embedded-wallet/protocol/embeddedAuth.js'
import { parseInput, readJsonBody } from '../api/parseInput.js'
import { ServiceError } from '../api/serviceError.js'
import { EMAIL_CODE_TTL_MS, EMAIL_FLOW_KEPT_MS } from '../constants.js'
import type { AuthContext, AuthVariables } from './authContext.js'
import { requireSession } from './authContext.js'
import {
  type EmailFlow,
  findFlow,
  findUserByEmail,
  findUserById,
  insertFlow,
  setUserEmail,
  updateFlow,
} from './authStore.js'
import { checkCode, checkEmailCooldown } from './checkCode.js'
import { endWaitingFlows, pruneFlows } from './emailFlowUpkeep.js'
import { mailAddressInUse, mailCode } from './mailCode.js'

/** Email update (spec 4): a code to the current email (VERIFY_PRIMARY_OTP), then one to the new email (VERIFY_SECONDARY_OTP); the new email is stored on success. */
export function updateEmailRoutes(context: AuthContext): Hono<{ Variables: AuthVariables }> {
  const app = new Hono<{ Variables: AuthVariables }>()
  const db = context.database
  app.use('*', requireSession(context))

  const flowOfSession = async (flowId: string, userId: string): Promise<EmailFlow | undefined> => {
    const flow = await findFlow(db, flowId)
    return flow && flow.kind === 'update' && flow.userId === userId ? flow : undefined
  }

  app.post('/', async (c) => {
    const body = parseInput(updateEmailBodySchema, await readJsonBody(c.req, 'a JSON object'), 'body')
    const session = c.get('session')
    const found = await findUserById(db, session.userId)
    if (!found)
      throw new ServiceError(401, 'UNAUTHORIZED', 'the account of this session is gone; sign in again')
    const currentEmail = found.email
    if (currentEmail === null)
      throw new ServiceError(
        400,
        'NO_EMAIL',
        'this account signs in with a social provider or farcaster and has no email to update',
      )
    const user = { ...found, email: currentEmail }
    const newEmail = body.email.toLowerCase()
    if (newEmail === user.email)
      throw new ServiceError(400, 'SAME_EMAIL', 'this is already your email address')
    // Whether another wallet uses the new address is never told here: the answer is the same either way, after
    // the limits (no enumeration). That address learns it by mail at the next step, instead of a code.
    await checkEmailCooldown(context, user.email)
    await c.get('limits').mail(session.projectId, c.get('client'))
    const now = context.now()
    await pruneFlows(db, now - EMAIL_FLOW_KEPT_MS)
    await endWaitingFlows(db, user.email, 'update', now)
    const flowId = randomUUID()
    await insertFlow(db, {
      id: flowId,
      kind: 'update',
      stage: 'primary',
      projectId: session.projectId,
      email: user.email,
      newEmail,
      userId: user.id,
      deviceHash: session.deviceHash,
      codeHash: null,
      deviceTokenHash: null,
      deviceApprovedAt: null,
      attempts: 0,
      expiresAt: now + EMAIL_CODE_TTL_MS,
      createdAt: now,
    })
    try {
      await updateFlow(db, flowId, {
        codeHash: await mailCode(context, flowId, user.email, 'update-current'),
      })
    } catch (error) {
      await db.query('delete from embedded_email_flows where id = $1', [flowId])
      throw error
    }
    return c.json({ action: 'VERIFY_PRIMARY_OTP', flowId })
  })

  app.post('/primary-otp', async (c) => {
    const body = parseInput(updateEmailOtpBodySchema, await readJsonBody(c.req, 'a JSON object'), 'body')
    const flow = await checkCode(
      context,
      await flowOfSession(body.flowId, c.get('session').userId),
      'primary',
      body.otp,
      'secondary',
      { limits: c.get('limits'), client: c.get('client') },
    )
    const newEmail = flow.newEmail ?? ''
    await c.get('limits').mail(flow.projectId, c.get('client'))
    // An address another wallet uses gets a notice and no code; the flow waits on a code nobody has, so the
    // answer to this request is the same as for a free address.
    const codeHash = (await findUserByEmail(db, newEmail))
      ? await mailAddressInUse(context, flow.id, newEmail)
      : await mailCode(context, flow.id, newEmail, 'update-new')
    await updateFlow(db, flow.id, { codeHash, attempts: 0, expiresAt: context.now() + EMAIL_CODE_TTL_MS })
    return c.json({ action: 'VERIFY_SECONDARY_OTP' })
  })

  app.post('/secondary-otp', async (c) => {
    const body = parseInput(updateEmailOtpBodySchema, await readJsonBody(c.req, 'a JSON object'), 'body')
    const flow = await checkCode(
      context,
      await flowOfSession(body.flowId, c.get('session').userId),
      'secondary',
      body.otp,
      'done',
      { limits: c.get('limits'), client: c.get('client') },
    )
    const newEmail = flow.newEmail ?? ''
    if (await findUserByEmail(db, newEmail)) {
      throw new ServiceError(
        409,
        'EMAIL_IN_USE',
        'another wallet uses this email address; choose another one',
      )
    }
    await setUserEmail(db, c.get('session').userId, newEmail)
    return c.json({ email: newEmail })
  })

  return app
}
