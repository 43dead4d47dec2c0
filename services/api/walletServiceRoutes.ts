import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import {
  analyticsEventSchema,
  getWalletsQuerySchema,
  imageIdParamSchema,
} from '../../kernel/protocol/walletService.js'
import { ANALYTICS_ALWAYS_KEPT_EVENT } from '../constants.js'
import type { Database } from '../db/database.js'
import { logoSvg, networkLogoFile, tokenLogoFile, walletLogoFile } from '../registry/logos.js'
import { monogramSvg } from '../registry/monogramSvg.js'
import { parseInput, readJsonBody } from './parseInput.js'
import { type GateVariables, projectRateLimits } from './projectGate.js'
import { queryWallets } from './queryWallets.js'
import { ServiceError } from './serviceError.js'

/** /appkit/v1/project-limits' tier: not AppKit's 'starter', the one plan it holds to usage limits. */
export const SELF_HOSTED_TIER = 'self-hosted'

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': 'public, max-age=86400',
  // An image, never a document that runs anything, even when opened on its own.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
}

/** The package's logo of `file` when there is one, else the monogram. */
async function logoOr(file: string | undefined, monogram: () => string): Promise<string> {
  return (file ? await logoSvg(file) : undefined) ?? monogram()
}

/**
 * The project's own standing, readable from any origin: a page on an origin that is not allowed must
 * still learn the features (email, socials) and the allow list, to show 'Origin Not Allowed' rather
 * than a failed request. Both are the dashboard's public facts; every other route refuses such a page.
 */
export const PROJECT_STANDING_PATHS = ['/appkit/v1/config', '/projects/v1/origins']

/** The wallet service API of spec section 7: registry, images, project config, origins and analytics; image URLs on `publicUrl`. */
export function walletServiceRoutes(
  database: Database,
  publicUrl: () => string,
): Hono<{ Variables: GateVariables }> {
  const routes = new Hono<{ Variables: GateVariables }>()

  routes.get('/getWallets', async (c) => {
    const query = parseInput(getWalletsQuerySchema, c.req.query(), 'query')
    const sdk = new URLSearchParams({ projectId: query.projectId, st: query.st, sv: query.sv })
    const base = publicUrl()
    return c.json(
      await queryWallets(database, query, (imageId) => `${base}/getWalletImage/${imageId}?${sdk}`),
    )
  })

  routes.get('/getWalletImage/:id', async (c) => {
    const { id } = parseInput(imageIdParamSchema, c.req.param(), 'path')
    const [wallet] = await database.query<{ name: string }>('select name from wallets where id = $1', [id])
    if (!wallet)
      throw new ServiceError(
        404,
        'NOT_FOUND',
        `no wallet with image id "${id}"; use an image_id from /getWallets`,
      )
    // The wallet's real logo (services/registry/logos.ts); else a monogram seeded by the name, as the modal's is.
    const svg = await logoOr(walletLogoFile(wallet.name), () => monogramSvg(wallet.name))
    return c.body(svg, 200, SVG_HEADERS)
  })

  // Assets are networks (a network's `assets.imageId`) or, failing that, tokens; currencies are fiat (monograms).
  const logoFileOf = {
    Asset: (id: string) => networkLogoFile(id) ?? tokenLogoFile(id),
    Currency: () => undefined,
    Token: tokenLogoFile,
  }
  for (const kind of ['Asset', 'Currency', 'Token'] as const) {
    routes.get(`/public/get${kind}Image/:id`, async (c) => {
      const { id } = parseInput(imageIdParamSchema, c.req.param(), 'path')
      const svg = await logoOr(logoFileOf[kind](id), () => monogramSvg(id, `${kind}:${id.toLowerCase()}`))
      return c.body(svg, 200, SVG_HEADERS)
    })
  }

  routes.get('/appkit/v1/config', (c) => c.json({ features: c.get('project').features }))
  routes.get('/projects/v1/origins', (c) => {
    const project = c.get('project')
    return c.json({ allowedOrigins: project.origins, unverifiedOrigins: project.unverifiedOrigins })
  })
  // AppKit 1.8 reads planLimits at initialize (ApiController.fetchUsage). A self-hosted project has no plan,
  // no monthly-user and no monthly-RPC quota: its limits are the per-minute ones the gate answers 429 with.
  routes.get('/appkit/v1/project-limits', (c) => {
    return c.json({
      planLimits: { tier: SELF_HOSTED_TIER, isAboveMauLimit: false, isAboveRpcLimit: false },
      rateLimit: projectRateLimits(c.get('project')),
    })
  })
  routes.get('/getAnalyticsConfig', (c) => c.json({ isAnalyticsEnabled: c.get('project').analyticsEnabled }))

  routes.post('/e', async (c) => {
    const body = await readJsonBody(c.req, 'a JSON object {eventId, url, domain, timestamp, props}')
    const event = parseInput(analyticsEventSchema, body, 'body')
    if (!c.get('project').analyticsEnabled && event.props.event !== ANALYTICS_ALWAYS_KEPT_EVENT) {
      return c.json({ stored: false }, 202)
    }
    await database.query(
      `insert into analytics_events (id, project_id, event_id, event, url, domain, sent_at, props)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        randomUUID(),
        c.get('project').id,
        event.eventId,
        event.props.event,
        event.url,
        event.domain,
        event.timestamp,
        JSON.stringify(event.props),
      ],
    )
    return c.json({ stored: true }, 202)
  })

  return routes
}
