import { randomBytes, randomUUID } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { isOriginAllowed } from '../../../kernel/rules/originPattern.js'
import {
  SOCIAL_FLOW_TTL_MS,
  socialConnectBodySchema,
  socialStartBodySchema,
} from '../../../plugins/embedded-wallet/protocol/embeddedAuth.js'
import { parseInput, readJsonBody } from '../../api/parseInput.js'
import { ServiceError } from '../../api/serviceError.js'
import type { AuthContext, AuthVariables } from '../authContext.js'
import { findUserById, insertUser } from '../authStore.js'
import { connectSession } from '../connectSession.js'
import { hashSecret } from '../hashSecret.js'
import { fetchSocialIdentity } from './fetchSocialIdentity.js'
import { socialCallbackPage } from './socialCallbackPage.js'
import { authorizationRequest, SocialProviderError } from './socialOAuth.js'
import type { SocialProviders } from './socialProviderConfig.js'
import {
  advanceSocialFlow,
  findSocialFlow,
  findUserIdBySocialIdentity,
  insertSocialFlow,
  upsertSocialIdentity,
} from './socialStore.js'

export type SocialContext = AuthContext & { socialProviders?: SocialProviders | undefined }

/** Where every provider sends the person back; registered with each provider as the redirect URI. */
export const SOCIAL_CALLBACK_PATH = '/social/callback'
/** The result address the popup hands to the host page, and the host page to the frame; it carries only the state. */
const SOCIAL_RESULT_PATH = '/social/result'
const STATE_PATTERN = /^[A-Za-z0-9_-]{43}$/

const stateHashOf = (context: AuthContext, state: string) =>
  hashSecret(context.keys.hmacKey, 'social-state', state)

/** The frame's half of social login, under /auth/v1: start (the provider's address) and connect (the session). */
export function socialAuthRoutes(context: SocialContext): Hono<{ Variables: AuthVariables }> {
  const app = new Hono<{ Variables: AuthVariables }>()
  const db = context.database

  app.post('/start', async (c) => {
    const body = parseInput(socialStartBodySchema, await readJsonBody(c.req, 'a JSON object'), 'body')
    const project = c.get('project')
    if (!project.features.socials) {
      throw new ServiceError(403, 'FEATURE_DISABLED', `social login is off for project "${project.id}"`)
    }
    let origin: string | undefined
    try {
      origin = new URL(body.origin).origin
    } catch {
      origin = undefined
    }
    if (origin !== body.origin || !isOriginAllowed(body.origin, project.origins)) {
      throw new ServiceError(
        403,
        'ORIGIN_NOT_ALLOWED',
        `origin ${body.origin} is not allowed for project "${project.id}"; add it with "appkit admin add-origin ${project.id} ${body.origin}"`,
      )
    }
    const config = context.socialProviders?.[body.provider]
    if (!config) {
      const prefix = `APPKIT_SOCIAL_${body.provider.toUpperCase()}_`
      throw new ServiceError(
        400,
        'PROVIDER_NOT_CONFIGURED',
        `social login with ${body.provider} is not set up on this secure site; set ${prefix}CLIENT_ID and ${prefix}CLIENT_SECRET`,
      )
    }
    const { uri, state, nonce, codeVerifier } = await authorizationRequest(
      config,
      `${context.origin}${SOCIAL_CALLBACK_PATH}`,
    )
    const now = context.now()
    await insertSocialFlow(db, {
      stateHash: stateHashOf(context, state),
      projectId: project.id,
      provider: body.provider,
      deviceHash: hashSecret(context.keys.hmacKey, 'device', body.deviceId),
      origin,
      nonce,
      codeVerifier,
      stage: 'started',
      subject: null,
      userName: null,
      email: null,
      error: null,
      expiresAt: now + SOCIAL_FLOW_TTL_MS,
      createdAt: now,
    })
    return c.json({ uri })
  })

  app.post('/connect', async (c) => {
    const body = parseInput(socialConnectBodySchema, await readJsonBody(c.req, 'a JSON object'), 'body')
    const state = resultState(context, body.uri)
    if (!state) {
      throw new ServiceError(
        400,
        'INVALID_INPUT',
        'body.uri: is not a social login result of this secure site',
      )
    }
    const stateHash = stateHashOf(context, state)
    const flow = await findSocialFlow(db, stateHash)
    const deviceHash = hashSecret(context.keys.hmacKey, 'device', body.deviceId)
    if (!flow || flow.projectId !== c.get('project').id || flow.deviceHash !== deviceHash) {
      throw new ServiceError(
        400,
        'INVALID_FLOW',
        'no social login of this device is waiting for this result; start again',
      )
    }
    if (flow.expiresAt <= context.now()) {
      throw new ServiceError(400, 'INVALID_FLOW', 'this social login has expired; start again')
    }
    if (flow.stage === 'failed')
      throw new ServiceError(400, 'SOCIAL_LOGIN_FAILED', flow.error ?? 'the provider refused the sign-in')
    if (flow.stage === 'started')
      throw new ServiceError(400, 'SOCIAL_LOGIN_PENDING', 'the provider has not sent the person back yet')
    // Single use: only one request moves the flow to done.
    if (!flow.subject || !(await advanceSocialFlow(db, stateHash, 'authorized', { stage: 'done' }))) {
      throw new ServiceError(400, 'INVALID_FLOW', 'this social login was already used; start again')
    }
    const identity = {
      provider: flow.provider,
      subject: flow.subject,
      userName: flow.userName,
      email: flow.email,
    }
    // Signing in with the provider verifies this device, as the mailed link does for email.
    return c.json(
      await connectSession(context, { projectId: flow.projectId, deviceHash }, async (tx, now) => {
        const known = await findUserIdBySocialIdentity(tx, identity.provider, identity.subject)
        const account = (known && (await findUserById(tx, known))) || { id: randomUUID(), email: null }
        if (!known) await insertUser(tx, account, now)
        await upsertSocialIdentity(tx, { ...identity, userId: account.id }, now)
        return account
      }),
    )
  })

  return app
}

/** The provider's redirect back (GET, or POST for form_post): the code exchange happens here, server to server. */
export function socialCallbackRoutes(context: SocialContext): Hono {
  const app = new Hono()
  const answer = async (c: Context, params: Record<string, string | undefined>) => {
    const nonce = randomBytes(16).toString('base64')
    c.header(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'`,
    )
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'no-referrer')
    c.header('X-Content-Type-Options', 'nosniff')
    const state = params.state ?? ''
    const flow = STATE_PATTERN.test(state)
      ? await findSocialFlow(context.database, stateHashOf(context, state))
      : undefined
    if (flow?.stage !== 'started' || flow.expiresAt <= context.now()) {
      return c.html(
        socialCallbackPage({
          nonce,
          message: 'This sign-in is not valid any more. Close this window and start again.',
        }),
        400,
      )
    }
    const stateHash = stateHashOf(context, state)
    const config = context.socialProviders?.[flow.provider]
    let outcome: Parameters<typeof advanceSocialFlow>[3]
    if (!config) {
      outcome = {
        stage: 'failed',
        error: `${flow.provider} sign-in failed: the provider is not set up any more`,
      }
    } else {
      try {
        const callback = new URLSearchParams(
          Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
        )
        const identity = await fetchSocialIdentity({
          provider: flow.provider,
          config,
          callback,
          state,
          codeVerifier: flow.codeVerifier,
          redirectUri: `${context.origin}${SOCIAL_CALLBACK_PATH}`,
          nonce: flow.nonce,
        })
        outcome = { stage: 'authorized', ...identity }
      } catch (error) {
        if (!(error instanceof SocialProviderError))
          console.error('social login: the provider call failed', error)
        const why = error instanceof SocialProviderError ? error.message : 'the provider could not be reached'
        outcome = { stage: 'failed', error: `${flow.provider} sign-in failed: ${why}` }
      }
    }
    if (!(await advanceSocialFlow(context.database, stateHash, 'started', outcome))) {
      return c.html(
        socialCallbackPage({ nonce, message: 'This sign-in was already answered. Close this window.' }),
        400,
      )
    }
    const resultUri = `${context.origin}${SOCIAL_RESULT_PATH}?state=${state}`
    return c.html(
      socialCallbackPage({
        nonce,
        message:
          outcome.stage === 'authorized' ? 'Signed in. You can close this window.' : (outcome.error ?? ''),
        result: { resultUri, hostOrigin: flow.origin },
      }),
    )
  }
  app.get(SOCIAL_CALLBACK_PATH, (c) => answer(c, c.req.query()))
  app.post(SOCIAL_CALLBACK_PATH, async (c) => {
    const isForm = (c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded')
    const form = isForm ? await c.req.parseBody().catch(() => ({})) : {}
    const params = Object.fromEntries(
      Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
    return answer(c, params)
  })
  return app
}

function resultState(context: AuthContext, uri: string): string | undefined {
  try {
    const url = new URL(uri)
    const state = url.searchParams.get('state') ?? ''
    return url.origin === context.origin && url.pathname === SOCIAL_RESULT_PATH && STATE_PATTERN.test(state)
      ? state
      : undefined
  } catch {
    return undefined
  }
}
