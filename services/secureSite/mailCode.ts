import { randomBytes, randomInt } from 'node:crypto'
import { ServiceError } from '../api/serviceError.js'
import { EMAIL_CODE_TTL_MS } from '../constants.js'
import type { AuthContext } from './authContext.js'
import { hashSecret } from './hashSecret.js'

export type CodeMail = 'login' | 'update-current' | 'update-new'

const MINUTES = EMAIL_CODE_TTL_MS / 60_000
const SUBJECTS: Record<CodeMail, string> = {
  login: 'Your login code',
  'update-current': 'Confirm your email change',
  'update-new': 'Confirm your new email',
}
const INTROS: Record<CodeMail, string> = {
  login: 'Use this code to sign in to your wallet:',
  'update-current':
    'Someone asked to move your wallet to another email address. To allow it, enter this code:',
  'update-new': 'To make this your wallet email address, enter this code:',
}

/** The HMAC under which a flow's code is stored. */
export const codeHashOf = (context: AuthContext, flowId: string, code: string) =>
  hashSecret(context.keys.hmacKey, 'code', `${flowId}:${code}`)

/** Makes a 6-digit code for a flow, mails it, and returns its hash; 502 when the mail server refuses. */
export async function mailCode(
  context: AuthContext,
  flowId: string,
  to: string,
  kind: CodeMail,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await sendOrRefuse(context, {
    to,
    subject: SUBJECTS[kind],
    text: `${INTROS[kind]}\n\n    ${code}\n\nIt expires in ${MINUTES} minutes and works once. If you did not ask for it, ignore this mail.\n`,
  })
  return codeHashOf(context, flowId, code)
}

/** Sends one mail, or answers 502 MAIL_FAILED saying the mail server did not take it. */
export async function sendOrRefuse(
  context: AuthContext,
  mail: { to: string; subject: string; text: string },
): Promise<void> {
  try {
    await context.mailer.send(mail)
  } catch (error) {
    throw new ServiceError(502, 'MAIL_FAILED', 'the mail server did not accept the mail; try again later', {
      cause: error,
    })
  }
}

/**
 * Tells an address that another wallet already uses it, instead of mailing it a code for an email change, and
 * returns a code hash no code matches (the flow then refuses every code, as a wrong one).
 */
export async function mailAddressInUse(context: AuthContext, flowId: string, to: string): Promise<string> {
  await sendOrRefuse(context, {
    to,
    subject: 'Your email address is already in use',
    text: 'Someone asked to move a wallet to this email address, but another wallet already signs in with it, so no code was sent. If it was you, sign in with this address instead, or choose another address. If it was not you, ignore this mail.\n',
  })
  return codeHashOf(context, flowId, randomBytes(32).toString('base64url'))
}
