import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { AUTH_MAX_BODY_BYTES } from '../../plugins/embedded-wallet/protocol/embeddedAuth.js'
import { frameQuerySchema } from '../../plugins/embedded-wallet/protocol/secureFrame.js'
import type { SmartAccountNetwork } from '../../plugins/embedded-wallet/protocol/smartAccounts.js'
import type { TrustedChain } from '../../plugins/embedded-wallet/protocol/trustedChains.js'
import { loadProject } from '../api/loadProject.js'
import { ServiceError } from '../api/serviceError.js'
import { trustedProxySet } from '../clientAddress.js'
import { type AuthVariables, limitAuthRequests, projectOfRequest } from './authContext.js'
import { type AuthLimitNumbers, createAuthLimits } from './authLimits.js'
import { emailLoginRoutes } from './emailLoginRoutes.js'
import { farcasterLoginRoutes } from './farcasterLoginRoutes.js'
import type { FarcasterSettings } from './farcasterRelayClient.js'
import { APPROVAL_WINDOW_PATH } from './frame/approvalWindowPath.js'
import { FRAME_PAGE_CSS, FRAME_PAGE_HTML, framePageCsp } from './framePage.js'
import { createFrameScript } from './frameScript.js'
import { smartAccountRoutes, trustedChainRoutes } from './smartAccountRoutes.js'
import { type SocialContext, socialAuthRoutes, socialCallbackRoutes } from './social/socialRoutes.js'
import { updateEmailRoutes } from './updateEmailRoutes.js'
import { walletRoutes } from './walletRoutes.js'

export type CreateSecureSiteAppParameters = SocialContext & {
  /** Origins the frame may send JSON-RPC to (the chains and the services' RPC host). */
  rpcOrigins: string[]
  frameScript?: () => Promise<string>
  /** The Farcaster relay and the IdRegistry's chain; without them farcaster login is refused. */
  farcaster?: FarcasterSettings | undefined
  /** Networks with an ERC-4337 bundler and account factory, for the frame's smart accounts (none by default). */
  smartAccountNetworks?: readonly SmartAccountNetwork[]
  /** The eip155 chains the site serves with its own RPC (`GET /chains`): transactions are priced and sent there. */
  trustedChains?: readonly TrustedChain[]
  /** The auth API's per-client and per-project limits; defaults in services/constants.ts (AUTH_*). */
  authLimits?: Partial<AuthLimitNumbers>
  /** Reverse proxies in front of the site: the per-client limits read the client from their X-Forwarded-For. */
  trustedProxies?: readonly string[] | undefined
}

/** The secure site: the frame page and script, and the auth API under /auth/v1, all on one origin of their own. */
export function createSecureSiteApp(
  parameters: CreateSecureSiteAppParameters,
): Hono<{ Variables: AuthVariables }> {
  const app = new Hono<{ Variables: AuthVariables }>()
  const frameScript = parameters.frameScript ?? createFrameScript()

  app.get('/health', (c) => c.json({ ok: true }))

  app.get('/frame', async (c) => {
    const query = frameQuerySchema.safeParse(c.req.query())
    const project = query.success ? await loadProject(parameters.database, query.data.projectId) : undefined
    if (!query.success || !project) {
      c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'")
      return c.text(
        query.success
          ? `project "${query.data.projectId}" is not known to this secure site`
          : `the frame address is not valid: ${query.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
        query.success ? 403 : 400,
      )
    }
    let rpcOrigin: string[] = []
    try {
      const url = query.data.rpcUrl ? new URL(query.data.rpcUrl) : undefined
      if (url && (url.protocol === 'http:' || url.protocol === 'https:')) rpcOrigin = [url.origin]
    } catch {
      rpcOrigin = []
    }
    c.header(
      'Content-Security-Policy',
      framePageCsp({
        allowedOrigins: project.origins,
        rpcOrigins: [
          ...parameters.rpcOrigins,
          ...(parameters.trustedChains ?? []).map((chain) => new URL(chain.rpcUrl).origin),
          ...rpcOrigin,
        ],
      }),
    )
    c.header('Cache-Control', 'no-store')
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'no-referrer')
    return c.html(FRAME_PAGE_HTML)
  })
  // The secure window (approvalWindow.ts): a top-level page, so no page may frame it.
  app.get(APPROVAL_WINDOW_PATH, (c) => {
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; script-src 'self'; style-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    )
    c.header('X-Frame-Options', 'DENY')
    c.header('Cache-Control', 'no-store')
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'no-referrer')
    return c.html(FRAME_PAGE_HTML)
  })
  app.get('/frame.js', async (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    c.header('Cache-Control', 'no-cache')
    c.header('X-Content-Type-Options', 'nosniff')
    return c.body(await frameScript())
  })
  app.route('/', smartAccountRoutes(parameters.smartAccountNetworks ?? []))
  app.route('/', trustedChainRoutes(parameters.trustedChains ?? []))
  app.get('/frame.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8')
    return c.body(FRAME_PAGE_CSS)
  })

  const limitBody = bodyLimit({
    maxSize: AUTH_MAX_BODY_BYTES,
    onError: () => {
      throw new ServiceError(413, 'BODY_TOO_LARGE', `the request body is over ${AUTH_MAX_BODY_BYTES} bytes`)
    },
  })
  app.use('/social/*', limitBody)
  app.route('/', socialCallbackRoutes(parameters))

  const auth = new Hono<{ Variables: AuthVariables }>()
  auth.use('*', limitBody)
  auth.use('*', projectOfRequest(parameters))
  auth.use(
    '*',
    limitAuthRequests(createAuthLimits(parameters.authLimits), trustedProxySet(parameters.trustedProxies)),
  )
  auth.route('/', emailLoginRoutes(parameters))
  auth.route('/', walletRoutes(parameters))
  auth.route('/update-email', updateEmailRoutes(parameters))
  auth.route('/social', socialAuthRoutes(parameters))
  auth.route('/farcaster', farcasterLoginRoutes(parameters, parameters.farcaster))
  app.route('/auth/v1', auth)

  app.notFound((c) =>
    c.json({ error: { code: 'NOT_FOUND', message: `no route ${c.req.method} ${c.req.path}` } }, 404),
  )
  app.onError((error, c) => {
    if (error instanceof ServiceError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value)
      return c.json({ error: { code: error.code, message: error.message } }, error.status)
    }
    console.error('secure site error', error)
    return c.json({ error: { code: 'INTERNAL', message: 'internal error; see the server log' } }, 500)
  })
  return app
}
