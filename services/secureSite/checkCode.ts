import { ServiceError } from '../api/serviceError.js'
import {
  AUTH_WRONG_CODES_PER_EMAIL_PER_DAY,
  EMAIL_CODE_MAX_ATTEMPTS,
  EMAIL_LOGIN_COOLDOWN_MS,
} from '../constants.js'
import type { AuthContext } from './authContext.js'
import type { AuthLimits } from './authLimits.js'
import { consumeCode, countWrongCode, type EmailFlow, lastFlowStartedAt } from './authStore.js'
import { wrongCodesSince } from './emailFlowUpkeep.js'
import { sameHash } from './hashSecret.js'
import { codeHashOf } from './mailCode.js'

const DAY_MS = 86_400_000

/** The steps of a flow in order (login: device, otp, done; update: primary, secondary, done). */
const STAGE_ORDER: EmailFlow['stage'][] = ['device', 'otp', 'primary', 'secondary', 'done']

/**
 * Checks a typed code against a flow waiting at `stage`, and uses it up (single use). Refuses an
 * unknown or finished flow, an expired code, a wrong code (counting tries) and a burnt code, and any code
 * once the address or the client has typed too many wrong codes today (per-email and per-client daily caps).
 */
export async function checkCode(
  context: AuthContext,
  flow: EmailFlow | undefined,
  stage: EmailFlow['stage'],
  otp: string,
  nextStage: EmailFlow['stage'],
  guard: { limits: AuthLimits; client: string },
): Promise<EmailFlow> {
  if (!flow || flow.stage !== stage || !flow.codeHash) {
    const used = flow !== undefined && STAGE_ORDER.indexOf(flow.stage) > STAGE_ORDER.indexOf(stage)
    throw used
      ? new ServiceError(400, 'OTP_USED', 'this code was already used; ask for a new code')
      : new ServiceError(
          400,
          'INVALID_FLOW',
          'no code is waiting for this flowId at this step; start again and use the flowId of the answer',
        )
  }
  if (flow.attempts >= EMAIL_CODE_MAX_ATTEMPTS) {
    throw new ServiceError(429, 'TOO_MANY_ATTEMPTS', 'too many wrong codes; ask for a new code')
  }
  if (flow.expiresAt <= context.now()) {
    throw new ServiceError(400, 'OTP_EXPIRED', 'the code has expired; ask for a new code')
  }
  await guard.limits.assertMayTryCode(guard.client)
  if (
    (await wrongCodesSince(context.database, flow.email, context.now() - DAY_MS)) >=
    AUTH_WRONG_CODES_PER_EMAIL_PER_DAY
  ) {
    throw new ServiceError(
      429,
      'TOO_MANY_ATTEMPTS',
      'too many wrong codes for this email address today; try again tomorrow',
    )
  }
  const typed = codeHashOf(context, flow.id, otp)
  if (!sameHash(typed, flow.codeHash)) {
    await guard.limits.wrongCode(guard.client)
    const attempts = await countWrongCode(context.database, flow.id)
    if (attempts >= EMAIL_CODE_MAX_ATTEMPTS) {
      throw new ServiceError(429, 'TOO_MANY_ATTEMPTS', 'too many wrong codes; ask for a new code')
    }
    const left = EMAIL_CODE_MAX_ATTEMPTS - attempts
    throw new ServiceError(
      400,
      'INVALID_OTP',
      `the code is wrong; ${left} ${left === 1 ? 'try' : 'tries'} left`,
    )
  }
  if (!(await consumeCode(context.database, flow.id, flow.codeHash, nextStage))) {
    throw new ServiceError(400, 'OTP_USED', 'this code was already used; ask for a new code')
  }
  return { ...flow, stage: nextStage, codeHash: null }
}

/** Email login can be triggered once per 30 s (spec 5): 'Please try again after {n} seconds', 429 with Retry-After. */
export async function checkEmailCooldown(context: AuthContext, email: string): Promise<void> {
  const last = await lastFlowStartedAt(context.database, email)
  if (last === undefined) return
  const leftMs = last + EMAIL_LOGIN_COOLDOWN_MS - context.now()
  if (leftMs <= 0) return
  const seconds = Math.ceil(leftMs / 1000)
  throw new ServiceError(429, 'EMAIL_COOLDOWN', `Please try again after ${seconds} seconds`, {
    headers: { 'Retry-After': String(seconds) },
  })
}
