import { randomBytes, randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { isOriginAllowed } from '../../kernel/rules/originPattern.js'
import {
  approveDeviceBodySchema,
  connectDeviceBodySchema,
  connectEmailBodySchema,
  connectOtpBodySchema,
} from '../../plugins/embedded-wallet/protocol/embeddedAuth.js'
import { parseInput, readJsonBody } from '../api/parseInput.js'
import { ServiceError } from '../api/serviceError.js'
import { EMAIL_CODE_TTL_MS, EMAIL_FLOW_KEPT_MS as FLOW_KEPT_MS } from '../constants.js'
import type { AuthContext, AuthVariables } from './authContext.js'
import {
  findFlow,
  findFlowByDeviceToken,
  findUserByEmail,
  findWallet,
  insertFlow,
  insertUser,
  isKnownDevice,
  updateFlow,
} from './authStore.js'
import { checkCode, checkEmailCooldown } from './checkCode.js'
import { connectSession } from './connectSession.js'
import { deviceApprovalPage } from './deviceApprovalPage.js'
import { endWaitingFlows, pruneFlows } from './emailFlowUpkeep.js'
import { hashSecret } from './hashSecret.js'
import { mailCode, sendOrRefuse } from './mailCode.js'

/** Email login (docs/embedded-wallet.md): connect-email, then VERIFY_DEVICE (link) or VERIFY_OTP (code), then CONNECT. */
export function emailLoginRoutes(context: AuthContext): Hono<{ Variables: AuthVariables }> {
  const app = new Hono<{ Variables: AuthVariables }>()
  const db = context.database

  app.post('/connect-email', async (c) => {
    const body = parseInput(connectEmailBodySchema, await readJsonBody(c.req, 'a JSON object'), 'body')
    const project = c.get('project')
    if (!project.features.email) {
      throw new ServiceError(403, 'FEATURE_DISABLED', `email login is off for project "${project.id}"`)
    }
    if (!isOriginAllowed(body.origin, project.origins)) {
      throw new ServiceError(
        403,
        'ORIGIN_NOT_ALLOWED',
        `origin ${body.origin} is not allowed for project "${project.id}"; add it with "appkit admin add-origin ${project.id} ${body.origin}"`,
      )
    }
    const email = body.email.toLowerCase()
    await checkEmailCooldown(context, email)
    await c.get('limits').mail(project.id, c.get('client'))
    const now = context.now()
    // One live code per address: the flows still waiting for it end, so guesses spread over many codes buy nothing.
    await pruneFlows(db, now - FLOW_KEPT_MS)
    await endWaitingFlows(db, email, 'login', now)
    const user = await findUserByEmail(db, email)
    const deviceHash = hashSecret(context.keys.hmacKey, 'device', body.deviceId)
    // A new device must be approved only when there is a wallet on the account to protect.
    const needsDevice =
      user !== undefined &&
      (await findWallet(db, user.id)) !== undefined &&
      !(await isKnownDevice(db, user.id, deviceHash))
    const flowId = randomUUID()
    const flow = {
      id: flowId,
      kind: 'login' as const,
      stage: needsDevice ? ('device' as const) : ('otp' as const),
      projectId: project.id,
      email,
      newEmail: null,
      userId: user?.id ?? null,
      deviceHash,
      codeHash: null,
      deviceTokenHash: null,
      deviceApprovedAt: null,
      attempts: 0,
      expiresAt: now + EMAIL_CODE_TTL_MS,
      createdAt: now,
    }
    await insertFlow(db, flow)
    try {
      if (needsDevice) {
        const token = randomBytes(32).toString('base64url')
        await updateFlow(db, flowId, {
          deviceTokenHash: hashSecret(context.keys.hmacKey, 'device-link', token),
        })
        const link = `${context.origin}/auth/v1/approve-device?projectId=${encodeURIComponent(project.id)}&token=${token}`
        await sendOrRefuse(context, {
          to: email,
          subject: 'Approve a new device',
          text: `Someone, hopefully you, is signing in to your wallet on a new device from ${body.origin}.\n\nTo approve this device, open:\n${link}\n\nThe link expires in ${EMAIL_CODE_TTL_MS / 60_000} minutes. If it was not you, ignore this mail: nothing happens without it.\n`,
        })
      } else {
        await updateFlow(db, flowId, { codeHash: await mailCode(context, flowId, email, 'login') })
      }
    } catch (error) {
      // Nothing was mailed: forget the flow so the cooldown does not block a retry.
      await db.query('delete from embedded_email_flows where id = $1', [flowId])
      throw error
    }
    return c.json({ action: needsDevice ? 'VERIFY_DEVICE' : 'VERIFY_OTP', flowId })
  })

  app.post('/connect-device', async (c) => {
    const { flowId } = parseInput(connectDeviceBodySchema, await readJsonBody(c.req, 'a JSON object'), 'body')
    const flow = await findFlow(db, flowId)
    if (flow?.kind !== 'login' || flow.projectId !== c.get('project').id) {
      throw new ServiceError(400, 'INVALID_FLOW', 'no sign-in is waiting for this flowId; start again')
    }
    if (flow.stage === 'otp') return c.json({ action: 'VERIFY_OTP' })
    if (flow.stage !== 'device') {
      throw new ServiceError(400, 'INVALID_FLOW', 'this sign-in is finished; start again')
    }
    if (flow.expiresAt <= context.now()) {
      throw new ServiceError(400, 'LINK_EXPIRED', 'the approval link has expired; start again')
    }
    if (flow.deviceApprovedAt === null) return c.json({ action: 'VERIFY_DEVICE' })
    await c.get('limits').mail(flow.projectId, c.get('client'))
    await updateFlow(db, flow.id, {
      stage: 'otp',
      codeHash: await mailCode(context, flow.id, flow.email, 'login'),
      expiresAt: context.now() + EMAIL_CODE_TTL_MS,
    })
    return c.json({ action: 'VERIFY_OTP' })
  })

  app.get('/approve-device', (c) => {
    const token = c.req.query('token') ?? ''
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
    return c.html(deviceApprovalPage({ projectId: c.get('project').id, token, state: 'ask' }))
  })

  app.post('/approve-device', async (c) => {
    const isForm = (c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded')
    const input = isForm ? await c.req.parseBody() : await readJsonBody(c.req, 'a JSON object')
    const { token } = parseInput(approveDeviceBodySchema, input, 'body')
    const flow = await findFlowByDeviceToken(db, hashSecret(context.keys.hmacKey, 'device-link', token))
    if (flow?.stage !== 'device' || flow.expiresAt <= context.now()) {
      throw new ServiceError(400, 'INVALID_LINK', 'this approval link is not valid any more; sign in again')
    }
    // Single use: the token is forgotten as it is used.
    await updateFlow(db, flow.id, { deviceApprovedAt: context.now(), deviceTokenHash: null })
    if (isForm) {
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      return c.html(deviceApprovalPage({ projectId: flow.projectId, token: '', state: 'approved' }))
    }
    return c.json({ approved: true })
  })

  app.post('/connect-otp', async (c) => {
    const body = parseInput(connectOtpBodySchema, await readJsonBody(c.req, 'a JSON object'), 'body')
    const found = await findFlow(db, body.flowId)
    const flow = await checkCode(
      context,
      found && found.kind === 'login' && found.projectId === c.get('project').id ? found : undefined,
      'otp',
      body.otp,
      'done',
      { limits: c.get('limits'), client: c.get('client') },
    )
    return c.json(
      await connectSession(
        context,
        { projectId: flow.projectId, deviceHash: flow.deviceHash ?? '' },
        async (tx, now) => {
          const existing = await findUserByEmail(tx, flow.email)
          const account = existing ?? { id: randomUUID(), email: flow.email }
          if (!existing) await insertUser(tx, account, now)
          return account
        },
      ),
    )
  })

  return app
}
