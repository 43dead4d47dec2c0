import type { Context, MiddlewareHandler } from 'hono'
import * as z from 'zod/mini'
import { sdkQuerySchema } from '../../kernel/protocol/walletService.js'
import { isCanonicalOrigin, isOriginAllowed } from '../../kernel/rules/originPattern.js'
import { projectIdSchema } from '../../kernel/rules/projectIdSchema.js'
import { clientAddress } from '../clientAddress.js'
import { RATE_LIMIT_PROJECT_FACTOR, RATE_LIMIT_WINDOW_SECONDS } from '../constants.js'
import type { Database } from '../db/database.js'
import { createRateLimit, type RateLimit, takeAll } from '../rateLimit.js'
import { loadProject, type Project } from './loadProject.js'
import { parseInput, readJsonBody } from './parseInput.js'
import { ServiceError } from './serviceError.js'

export type GateVariables = { project: Project }

/** The per-minute limits, one per number of requests a minute (projects set their own; services/rateLimit.ts). */
function limitsPerMinute(): (perMinute: number) => RateLimit {
  const limits = new Map<number, RateLimit>()
  return (perMinute) => {
    let limit = limits.get(perMinute)
    if (!limit) {
      limit = createRateLimit(`api:${perMinute}`, { points: perMinute, seconds: RATE_LIMIT_WINDOW_SECONDS })
      limits.set(perMinute, limit)
    }
    return limit
  }
}

/** A project's per-minute request limits: per client, and for the whole project (RATE_LIMIT_PROJECT_FACTOR times that). */
export function projectRateLimits(project: Pick<Project, 'rateLimitPerMinute'>): {
  perClientPerMinute: number
  perProjectPerMinute: number
} {
  const perClientPerMinute = project.rateLimitPerMinute
  return { perClientPerMinute, perProjectPerMinute: perClientPerMinute * RATE_LIMIT_PROJECT_FACTOR }
}

/**
 * A preflight's answer: the methods and headers the API takes, cached 10 min. With `headers` (a refused
 * origin's), cached `maxAge` s: 0 by default, so a refused origin asks again and, once allowed, goes through at once.
 */
function preflight(c: Context, headers?: Record<string, string>, maxAge = 0) {
  for (const [name, value] of Object.entries(headers ?? {})) c.header(name, value)
  c.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
  c.header('Access-Control-Allow-Headers', c.req.header('access-control-request-headers') ?? 'content-type')
  c.header('Access-Control-Max-Age', headers ? String(maxAge) : '600')
  return c.body(null, 204)
}

const bodyProjectSchema = z.object({ projectId: projectIdSchema('projectId is required in the body') })

/** A body's projectId (the same as the query's, when that names one too). */
async function projectOfBody(c: Context, expected: string, queryProjectId: string | undefined) {
  const body = await readJsonBody(c.req, expected)
  const { projectId } = parseInput(bodyProjectSchema, body, 'body')
  if (queryProjectId !== undefined && queryProjectId !== projectId)
    throw new ServiceError(400, 'INVALID_INPUT', 'body.projectId: must equal the projectId of the query')
  return projectId
}

/** The preflight of a POST naming its project in the body: for any origin (which project is not known yet). */
function preflightForBody(c: Context) {
  const origin = c.req.header('origin')
  if (origin === undefined || !isCanonicalOrigin(origin)) return preflight(c)
  return preflight(c, { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }, 600)
}

/**
 * Every route passes here first: the sdk query (projectId, st, sv; projectId alone on the RPC host; the body's projectId on `projectInBody` POSTs) must be valid, the project must exist,
 * a browser's Origin must be canonical and on the project's list (only then is CORS answered; `openToAnyOrigin` routes
 * answer every origin; a refused origin may read its 403 ORIGIN_NOT_ALLOWED and nothing else), and the client and the project must be under their rate limits. Preflight requests are answered here.
 */
export function projectGate(
  database: Database,
  options: {
    withoutSdkParams?: string[]
    /**
     * POSTs that name their project in the JSON body (`projectId`), by path, with what the body must be: AppKit's
     * published client sends them with no query. The query's projectId, st and sv may be left out there (checked
     * when sent; a query projectId must equal the body's), and their preflight is answered for any origin, as it
     * carries no body (the POST is then held to the project's origins).
     */
    projectInBody?: Readonly<Record<string, string>>
    openToAnyOrigin?: string[]
    /** Reverse proxies whose X-Forwarded-For names the client (services/clientAddress.ts). */
    trustedProxies?: ReadonlySet<string>
  } = {},
): MiddlewareHandler<{ Variables: GateVariables }> {
  const withoutSdkParams = new Set(options.withoutSdkParams ?? [])
  const projectInBody = new Map(Object.entries(options.projectInBody ?? {}))
  const optionalSdkSchema = z.partial(sdkQuerySchema)
  const openToAnyOrigin = new Set(options.openToAnyOrigin ?? [])
  const perMinute = limitsPerMinute()
  return async (c, next) => {
    const bodyExpected = projectInBody.get(c.req.path)
    if (bodyExpected !== undefined && c.req.method === 'OPTIONS') return preflightForBody(c)
    // The RPC host's URL carries only chainId and projectId (spec 7), so st and sv are not asked there.
    const schema = withoutSdkParams.has(c.req.path)
      ? z.pick(sdkQuerySchema, { projectId: true })
      : bodyExpected !== undefined
        ? optionalSdkSchema
        : sdkQuerySchema
    const sdk = parseInput(schema, c.req.query(), 'query')
    const projectId =
      bodyExpected === undefined ? sdk.projectId : await projectOfBody(c, bodyExpected, sdk.projectId)
    if (projectId === undefined)
      throw new Error('the query schema lets projectId out only on projectInBody paths')
    const project = await loadProject(database, projectId)
    if (!project) {
      throw new ServiceError(
        403,
        'UNKNOWN_PROJECT',
        `project "${projectId}" is not known to this server; create it with "appkit admin add-project ${projectId}" or fix projectId`,
      )
    }
    const origin = c.req.header('origin')
    if (origin !== undefined) {
      if (!isCanonicalOrigin(origin)) {
        throw new ServiceError(
          403,
          'ORIGIN_NOT_ALLOWED',
          'the Origin header is not an origin (scheme://host[:port], lowercase, no path); browsers send one',
        )
      }
      const allowed = openToAnyOrigin.has(c.req.path) || isOriginAllowed(origin, project.origins)
      if (!allowed) {
        // The page may read the refusal itself (CORS on the refusal alone; its preflight is let through
        // to reach it), so the modal can name the origin to add instead of failing on a CORS error. The
        // request is refused here, before any route runs; the allow list is public anyway (/projects/v1/origins).
        const readable = { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
        if (c.req.method === 'OPTIONS') return preflight(c, readable)
        throw new ServiceError(
          403,
          'ORIGIN_NOT_ALLOWED',
          `origin ${origin} is not allowed for project "${project.id}"; add it with "appkit admin add-origin ${project.id} ${origin}"`,
          { headers: readable },
        )
      }
      c.header('Access-Control-Allow-Origin', origin)
      c.header('Access-Control-Expose-Headers', 'Retry-After')
      c.header('Vary', 'Origin')
    }
    if (c.req.method === 'OPTIONS') return preflight(c)
    // One client is held to the project's limit first, so its flood does not spend what the others may use.
    const { perClientPerMinute: perClient, perProjectPerMinute: perProject } = projectRateLimits(project)
    const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
    const address = clientAddress({
      remoteAddress: env?.incoming?.socket?.remoteAddress,
      forwardedFor: c.req.header('x-forwarded-for'),
      trustedProxies: options.trustedProxies ?? new Set(),
    })
    const refusal = await takeAll([
      {
        limit: perMinute(perClient),
        key: `${project.id}\n${address}`,
        refusal: `this client made more than ${perClient} requests to project "${project.id}" this minute`,
      },
      {
        limit: perMinute(perProject),
        key: project.id,
        refusal: `project "${project.id}" made more than ${perProject} requests this minute`,
      },
    ])
    if (refusal)
      throw new ServiceError(
        429,
        'RATE_LIMITED',
        `${refusal.message}; retry after ${refusal.retryAfterSeconds} s`,
        {
          headers: { 'Retry-After': String(refusal.retryAfterSeconds) },
        },
      )
    c.set('project', project)
    await next()
  }
}
