import type { MiddlewareHandler } from 'hono'
import { authQuerySchema } from '../../plugins/embedded-wallet/protocol/embeddedAuth.js'
import { loadProject, type Project } from '../api/loadProject.js'
import { parseInput } from '../api/parseInput.js'
import { ServiceError } from '../api/serviceError.js'
import { clientAddress } from '../clientAddress.js'
import type { Database } from '../db/database.js'
import type { Mailer } from '../mail/createMailer.js'
import type { AuthLimits } from './authLimits.js'
import { findSession, type SessionRow } from './authStore.js'
import { hashSecret } from './hashSecret.js'
import type { SecureSiteKeys } from './secureSiteKeys.js'

/** What every auth route uses. */
export type AuthContext = {
  database: Database
  keys: SecureSiteKeys
  mailer: Mailer
  /** The secure site's own origin: links in mail point here, and browser requests must come from it. */
  origin: string
  now: () => number
}

export type AuthVariables = {
  project: Project
  session: SessionRow & { tokenHash: string }
  /** The end client's address (X-Forwarded-For only from trusted proxies), which the per-client limits count. */
  client: string
  limits: AuthLimits
}

/** Every auth route: `?projectId=` names a known project (403 UNKNOWN_PROJECT), and a browser request comes from the secure site itself. */
export function projectOfRequest(context: AuthContext): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const origin = c.req.header('origin')
    if (origin !== undefined && origin !== context.origin) {
      throw new ServiceError(
        403,
        'ORIGIN_NOT_ALLOWED',
        `the auth API answers only the secure site's own frame (${context.origin}), not ${origin}`,
      )
    }
    const { projectId } = parseInput(authQuerySchema, c.req.query(), 'query')
    const project = await loadProject(context.database, projectId)
    if (!project) {
      throw new ServiceError(
        403,
        'UNKNOWN_PROJECT',
        `project "${projectId}" is not known to this server; create it with "appkit admin add-project ${projectId}" or fix projectId`,
      )
    }
    c.set('project', project)
    await next()
  }
}

/** Routes that need a signed-in frame: `Authorization: Bearer <session token>` of this project, not expired (401 otherwise). */
export function requireSession(context: AuthContext): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? ''
    const token = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(header)?.[1]
    if (!token) {
      throw new ServiceError(401, 'UNAUTHORIZED', 'sign in first: send Authorization: Bearer <session token>')
    }
    const tokenHash = hashSecret(context.keys.hmacKey, 'session', token)
    const session = await findSession(context.database, tokenHash)
    if (!session || session.expiresAt <= context.now() || session.projectId !== c.get('project').id) {
      throw new ServiceError(401, 'UNAUTHORIZED', 'the session is not valid or has expired; sign in again')
    }
    c.set('session', { ...session, tokenHash })
    await next()
  }
}

/** Every auth route, after the project is known: the end client and the project must be under their request limits. */
export function limitAuthRequests(
  limits: AuthLimits,
  trustedProxies: ReadonlySet<string>,
): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
    const client = clientAddress({
      remoteAddress: env?.incoming?.socket?.remoteAddress,
      forwardedFor: c.req.header('x-forwarded-for'),
      trustedProxies,
    })
    await limits.request(c.get('project').id, client)
    c.set('client', client)
    c.set('limits', limits)
    await next()
  }
}
