import type { MiddlewareHandler } from 'hono'
import { sdkQuerySchema } from '../../kernel/protocol/walletService.js'
import { originMatches } from '../admin/originPattern.js'
import type { Database } from '../db/database.js'
import { loadProject, type Project } from './loadProject.js'
import { parseInput } from './parseInput.js'
import type { RateLimiter } from './rateLimiter.js'
import { ServiceError } from './serviceError.js'

export type GateVariables = { project: Project }

/**
 * Every route passes here first: the sdk query (projectId, st, sv) must be valid, the project must exist,
 * a browser's Origin must be on the project's list (only then is CORS answered), and the project must be
 * under its rate limit. Preflight requests are answered here.
 */
export function projectGate(
  database: Database,
  rateLimiter: RateLimiter,
): MiddlewareHandler<{ Variables: GateVariables }> {
  return async (c, next) => {
    const sdk = parseInput(sdkQuerySchema, c.req.query(), 'query')
    const project = await loadProject(database, sdk.projectId)
    if (!project) {
      throw new ServiceError(
        403,
        'UNKNOWN_PROJECT',
        `project "${sdk.projectId}" is not known to this server; create it with "appkit admin add-project ${sdk.projectId}" or fix projectId`,
      )
    }
    const origin = c.req.header('origin')
    if (origin !== undefined) {
      if (!project.origins.some((entry) => originMatches(entry, origin))) {
        throw new ServiceError(
          403,
          'ORIGIN_NOT_ALLOWED',
          `origin ${origin} is not allowed for project "${project.id}"; add it with "appkit admin add-origin ${project.id} ${origin}"`,
        )
      }
      c.header('Access-Control-Allow-Origin', origin)
      c.header('Vary', 'Origin')
    }
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
      c.header(
        'Access-Control-Allow-Headers',
        c.req.header('access-control-request-headers') ?? 'content-type',
      )
      c.header('Access-Control-Max-Age', '600')
      return c.body(null, 204)
    }
    const decision = rateLimiter.take(project.id, project.rateLimitPerMinute)
    if (!decision.allowed) {
      throw new ServiceError(
        429,
        'RATE_LIMITED',
        `project "${project.id}" made more than ${project.rateLimitPerMinute} requests this minute; retry after ${decision.retryAfterSeconds} s`,
        { headers: { 'Retry-After': String(decision.retryAfterSeconds) } },
      )
    }
    c.set('project', project)
    await next()
  }
}
