import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  allowedOriginsResponseSchema,
  analyticsConfigResponseSchema,
  analyticsEventResponseSchema,
  apiErrorResponseSchema,
  appkitConfigResponseSchema,
  getWalletsResponseSchema,
} from '../../kernel/protocol/walletService.js'
import { openTestDatabase } from '../../tests/support/openTestDatabase.js'
import { addOrigin } from '../admin/addOrigin.js'
import { addProject } from '../admin/addProject.js'
import { setFeature } from '../admin/setFeature.js'
import { DEFAULT_RATE_LIMIT_PER_MINUTE, RATE_LIMIT_PROJECT_FACTOR } from '../constants.js'
import type { Database } from '../db/database.js'
import { seedWallets } from '../registry/seedWallets.js'
import { walletRegistry } from '../registry/walletRegistry.js'
import { type ApiServer, startApiServer } from './startApiServer.js'
import { SELF_HOSTED_TIER } from './walletServiceRoutes.js'

const SDK = 'st=appkit&sv=react-test-0.1.0'
const PROJECT = 'test-project'
const APP_ORIGIN = 'http://127.0.0.1:5173'

let database: Database
let server: ApiServer
const wallets = walletRegistry()

const get = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, init)
const withSdk = (path: string, projectId = PROJECT) =>
  `${path}${path.includes('?') ? '&' : '?'}projectId=${projectId}&${SDK}`
const countEvents = async () =>
  Number((await database.query<{ n: number }>('select count(*)::int as n from analytics_events'))[0]?.n)
const goodEvent = () => ({
  eventId: crypto.randomUUID(),
  url: `${APP_ORIGIN}/`,
  domain: '127.0.0.1',
  timestamp: Date.now(),
  props: { type: 'track', event: 'INITIALIZE', properties: { showWallets: true } },
})
const postEvent = (body: string, headers: Record<string, string> = {}, projectId = PROJECT) =>
  get(withSdk('/e', projectId), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })

beforeAll(async () => {
  database = await openTestDatabase()
  await seedWallets(database, wallets)
  await addProject(database, { id: PROJECT, origins: [APP_ORIGIN, 'https://*.example.com'] })
  await addProject(database, { id: 'limited-project', origins: [APP_ORIGIN], rateLimitPerMinute: 3 })
  await addProject(database, { id: 'quiet-project', analyticsEnabled: false })
  server = await startApiServer({
    database,
    blockchain: { chains: [], tokens: [], prices: {} },
    host: '127.0.0.1',
    port: 0,
    maxBodyBytes: 4096,
  })
}, 60_000)

afterAll(async () => {
  await server?.close()
  await database?.close()
})

describe('GET /getWallets', () => {
  it('returns the first page of 40 wallets in display order with the total count', async () => {
    const response = await get(withSdk('/getWallets'))
    expect(response.status).toBe(200)
    const body = getWalletsResponseSchema.parse(await response.json())
    expect(body.count).toBe(wallets.length)
    expect(body.data).toHaveLength(40)
    expect(body.data[0]?.name).toBe('MetaMask')
    expect(body.data[0]?.rdns).toBe('io.metamask')
    expect(body.data.map((wallet) => wallet.display_index)).toEqual(
      [...body.data.map((w) => w.display_index)].sort((a, b) => a - b),
    )
  })

  it('pages with page and entries, keeping the count past the last page', async () => {
    const last = getWalletsResponseSchema.parse(
      await (await get(withSdk('/getWallets?page=3&entries=40'))).json(),
    )
    expect(last.data).toHaveLength(wallets.length - 80)
    const past = getWalletsResponseSchema.parse(
      await (await get(withSdk('/getWallets?page=4&entries=40'))).json(),
    )
    expect(past).toEqual({ data: [], count: wallets.length })
  })

  it('filters by trimmed search text, chains, badge type, include and exclude', async () => {
    const search = getWalletsResponseSchema.parse(
      await (await get(withSdk('/getWallets?search=%20meta%20'))).json(),
    )
    expect(search.data.map((wallet) => wallet.name)).toEqual(['MetaMask'])

    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const onSolana = getWalletsResponseSchema.parse(
      await (await get(withSdk(`/getWallets?entries=100&chains=${solana}`))).json(),
    )
    expect(onSolana.data.map((wallet) => wallet.name)).toContain('Phantom')
    expect(onSolana.data.every((wallet) => wallet.chains.includes(solana))).toBe(true)
    expect(onSolana.count).toBe(wallets.filter((wallet) => wallet.chains.includes(solana)).length)

    const certified = getWalletsResponseSchema.parse(
      await (await get(withSdk('/getWallets?badge_type=certified'))).json(),
    )
    expect(certified.data.every((wallet) => wallet.badge_type === 'certified')).toBe(true)
    expect(certified.count).toBe(wallets.filter((wallet) => wallet.badge_type === 'certified').length)

    const ids = wallets.slice(5, 8).map((wallet) => wallet.id)
    const included = getWalletsResponseSchema.parse(
      await (await get(withSdk(`/getWallets?include=${ids.join(',')}`))).json(),
    )
    expect(included.data.map((wallet) => wallet.id)).toEqual(ids)

    const excluded = getWalletsResponseSchema.parse(
      await (await get(withSdk(`/getWallets?entries=100&page=1&exclude=io.metamask,${ids[0]}`))).json(),
    )
    expect(excluded.count).toBe(wallets.length - 2)
    expect(excluded.data.map((wallet) => wallet.rdns)).not.toContain('io.metamask')
  })

  it('refuses bad params with 400 and a message saying how to fix them', async () => {
    const tooMany = await get(withSdk('/getWallets?entries=500'))
    expect(tooMany.status).toBe(400)
    expect(apiErrorResponseSchema.parse(await tooMany.json()).error.message).toBe(
      'query.entries: entries must be a whole number from 1 to 100',
    )
    const badBadge = await get(withSdk('/getWallets?badge_type=gold'))
    expect(badBadge.status).toBe(400)
    expect((await badBadge.json()).error.message).toMatch(/^query.badge_type: /)
    const noSdk = await get(`/getWallets?projectId=${PROJECT}&st=appkit`)
    expect(noSdk.status).toBe(400)
    expect((await noSdk.json()).error.message).toContain('sv (sdk version) is required')
  })

  it("serves each listing image: the wallet's real logo (@web3icons/core), a monogram for one it lacks", async () => {
    const { data } = getWalletsResponseSchema.parse(
      await (await get(withSdk('/getWallets?entries=100'))).json(),
    )
    const image = await fetch(data.find((wallet) => wallet.name === 'MetaMask')?.image_url ?? '')
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(image.headers.get('content-security-policy')).toContain("default-src 'none'")
    const logo = await image.text()
    expect(logo).toContain('class="web3icons"')
    expect(logo).not.toContain('<title>MetaMask</title>')
    const unknown = await fetch(data.find((wallet) => wallet.name === 'Uniswap Wallet')?.image_url ?? '')
    expect(await unknown.text()).toContain('<title>Uniswap Wallet</title>')
    const missing = await get(withSdk(`/getWalletImage/${'0'.repeat(64)}`))
    expect(missing.status).toBe(404)
  })
})

describe('image routes', () => {
  it('serves network icons by image id and token icons by symbol from @web3icons/core', async () => {
    for (const path of [
      '/public/getAssetImage/ethereum',
      '/public/getAssetImage/eip155:10',
      '/public/getTokenImage/USDC',
    ]) {
      const response = await get(withSdk(path))
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('class="web3icons"')
    }
    const tooLong = await get(withSdk(`/public/getTokenImage/${'A'.repeat(129)}`))
    expect(tooLong.status).toBe(400)
    expect((await tooLong.json()).error.message).toContain('at most 128 characters')
  })

  it.each(['Asset', 'Currency', 'Token'])(
    '/public/get%sImage/{id} serves a monogram SVG of the id',
    async (kind) => {
      const response = await get(withSdk(`/public/get${kind}Image/DUSD`))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(await response.text()).toMatch(/^<svg .*<title>DUSD<\/title>.*>DU<\/text><\/svg>$/)
      const bad = await get(withSdk(`/public/get${kind}Image/${encodeURIComponent('<script>')}`))
      expect(bad.status).toBe(400)
      expect((await bad.json()).error.message).toContain(
        'path.id: the image id may hold only letters, digits',
      )
    },
  )
})

const GATED_ROUTES = [
  'GET /getWallets',
  `GET /getWalletImage/${walletRegistry()[0]?.id}`,
  'GET /public/getAssetImage/ETH',
  'GET /public/getCurrencyImage/USD',
  'GET /public/getTokenImage/DTK',
  'GET /appkit/v1/config',
  'GET /appkit/v1/project-limits',
  'GET /projects/v1/origins',
  'GET /getAnalyticsConfig',
  'POST /e',
  'GET /v1/supported-chains',
]

describe('project gate', () => {
  it.each(GATED_ROUTES)(
    '%s refuses a missing sdk param (400) and an unknown project (403)',
    async (route) => {
      const [method, path] = route.split(' ') as [string, string]
      const init =
        method === 'POST'
          ? { method, headers: { 'content-type': 'application/json' }, body: '{}' }
          : { method }
      const noVersion = await get(`${path}?projectId=${PROJECT}&st=appkit`, init)
      expect(noVersion.status).toBe(400)
      expect((await noVersion.json()).error.message).toContain('query.sv: sv (sdk version) is required')
      const unknown = await get(withSdk(path, 'nobody'), init)
      expect(unknown.status).toBe(403)
      expect((await unknown.json()).error.code).toBe('UNKNOWN_PROJECT')
      const known = await get(withSdk(path), init)
      expect(known.status).toBe(method === 'POST' ? 400 : 200)
    },
  )

  it('refuses an unknown project with 403 and says how to create it', async () => {
    const response = await get(withSdk('/getWallets', 'nobody'))
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      error: {
        code: 'UNKNOWN_PROJECT',
        message:
          'project "nobody" is not known to this server; create it with "appkit admin add-project nobody" or fix projectId',
      },
    })
  })

  it('answers CORS for allowed origins, wildcard entries as patterns; a refused origin reads only its refusal', async () => {
    const allowed = await get(withSdk('/getAnalyticsConfig'), { headers: { origin: APP_ORIGIN } })
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
    const pattern = await get(withSdk('/getAnalyticsConfig'), {
      headers: { origin: 'https://shop.example.com' },
    })
    expect(pattern.headers.get('access-control-allow-origin')).toBe('https://shop.example.com')
    const foreign = await get(withSdk('/getAnalyticsConfig'), { headers: { origin: 'https://evil.test' } })
    expect(foreign.status).toBe(403)
    // Readable, so the modal can show which origin to add and the command that adds it.
    expect(foreign.headers.get('access-control-allow-origin')).toBe('https://evil.test')
    expect(await foreign.json()).toEqual({
      error: {
        code: 'ORIGIN_NOT_ALLOWED',
        message:
          'origin https://evil.test is not allowed for project "test-project"; add it with "appkit admin add-origin test-project https://evil.test"',
      },
    })
  })

  it('refuses https://*example.com as an entry, and a stored one does not let https://evilexample.com in', async () => {
    await expect(addOrigin(database, 'quiet-project', 'https://*example.com')).rejects.toThrow(
      /not an origin pattern; write it like https:\/\/\*\.example\.com/,
    )
    await addProject(database, { id: 'legacy-pattern' })
    // As an older server stored it, before entries were checked.
    await database.query(
      "insert into project_origins (project_id, origin, verify_status) values ('legacy-pattern', 'https://*example.com', 'verified')",
    )
    const evil = await get(withSdk('/getAnalyticsConfig', 'legacy-pattern'), {
      headers: { origin: 'https://evilexample.com' },
    })
    expect(evil.status).toBe(403)
    expect((await evil.json()).error.code).toBe('ORIGIN_NOT_ALLOWED')
  })

  it("the project's features and allow list answer any origin, so a page that is not allowed can say so", async () => {
    for (const path of ['/appkit/v1/config', '/projects/v1/origins']) {
      const foreign = await get(withSdk(path), { headers: { origin: 'https://evil.test' } })
      expect(foreign.status).toBe(200)
      expect(foreign.headers.get('access-control-allow-origin')).toBe('https://evil.test')
    }
    const origins = await get(withSdk('/projects/v1/origins'), { headers: { origin: 'https://evil.test' } })
    expect((await origins.json()).allowedOrigins).not.toContain('https://evil.test')
    // The project must still exist.
    const unknown = await get(withSdk('/appkit/v1/config', 'nobody'), {
      headers: { origin: 'https://evil.test' },
    })
    expect(unknown.status).toBe(403)
  })

  it('answers preflight requests of allowed origins', async () => {
    const response = await get(withSdk('/e'), {
      method: 'OPTIONS',
      headers: {
        origin: APP_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
  })

  it("a refused origin's preflight goes through (not cached), so its POST is refused readably and stores nothing", async () => {
    const preflight = await get(withSdk('/e'), {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://evil.test')
    expect(preflight.headers.get('access-control-max-age')).toBe('0')
    const before = await countEvents()
    const refused = await postEvent(JSON.stringify(goodEvent()), { origin: 'https://evil.test' })
    expect(refused.status).toBe(403)
    expect(refused.headers.get('access-control-allow-origin')).toBe('https://evil.test')
    expect((await refused.json()).error.code).toBe('ORIGIN_NOT_ALLOWED')
    expect(await countEvents()).toBe(before)
  })

  it('rate-limits per project with 429 and Retry-After, storing nothing', async () => {
    for (let i = 0; i < 3; i++)
      expect((await get(withSdk('/getAnalyticsConfig', 'limited-project'))).status).toBe(200)
    const before = await countEvents()
    const limited = await postEvent(JSON.stringify(goodEvent()), { origin: APP_ORIGIN }, 'limited-project')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // The browser may read the 429 and its Retry-After: CORS headers stay on the refusal of an allowed origin.
    expect(limited.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
    expect(limited.headers.get('access-control-expose-headers')).toBe('Retry-After')
    expect((await limited.json()).error.code).toBe('RATE_LIMITED')
    expect(await countEvents()).toBe(before)
    expect((await get(withSdk('/getAnalyticsConfig'))).status).toBe(200)
  })
})

describe('project config routes', () => {
  it('answer the project limits AppKit reads: a self-hosted tier over no usage quota, and the per-minute rate limits', async () => {
    const limits = async (projectId: string) => {
      const response = await get(withSdk('/appkit/v1/project-limits', projectId))
      expect(response.status).toBe(200)
      return response.json()
    }
    const planLimits = { tier: SELF_HOSTED_TIER, isAboveMauLimit: false, isAboveRpcLimit: false }
    expect(await limits('quiet-project')).toEqual({
      planLimits,
      rateLimit: {
        perClientPerMinute: DEFAULT_RATE_LIMIT_PER_MINUTE,
        perProjectPerMinute: DEFAULT_RATE_LIMIT_PER_MINUTE * RATE_LIMIT_PROJECT_FACTOR,
      },
    })
    const malformed: [string, string][] = [
      ['/appkit/v1/project-limits?projectId=bad%20id&st=appkit&sv=1', 'query.projectId'],
      [`/appkit/v1/project-limits?projectId=${PROJECT}&st=${'x'.repeat(65)}&sv=1`, 'st is at most 64'],
      [`/appkit/v1/project-limits?projectId=${PROJECT}&st=appkit&sv=1%00`, 'query.sv: holds NUL'],
    ]
    for (const [path, message] of malformed) {
      const response = await get(path)
      expect(response.status, path).toBe(400)
      expect((await response.json()).error.message).toContain(message)
    }
  })

  it('return features, allowed origins and the analytics switch', async () => {
    await setFeature(database, PROJECT, 'multiWallet', true)
    await expect(setFeature(database, PROJECT, 'teleport', true)).rejects.toThrow(
      'unknown feature "teleport"',
    )
    const config = appkitConfigResponseSchema.parse(await (await get(withSdk('/appkit/v1/config'))).json())
    expect(config.features).toEqual({
      email: true,
      socials: true,
      swaps: true,
      onramp: true,
      activity: true,
      reownBranding: true,
      multiWallet: true,
    })
    const origins = allowedOriginsResponseSchema.parse(
      await (await get(withSdk('/projects/v1/origins'))).json(),
    )
    expect(origins.allowedOrigins).toEqual([APP_ORIGIN, 'https://*.example.com'])
    expect(origins.unverifiedOrigins).toEqual([])
    // An origin added as unverified is still allowed, and listed as unverified (the host's 'Unverified Domain').
    await addOrigin(database, 'quiet-project', 'https://beta.example.org', 'unverified')
    await addOrigin(database, 'quiet-project', 'https://shop.example.org')
    expect(
      allowedOriginsResponseSchema.parse(
        await (await get(withSdk('/projects/v1/origins', 'quiet-project'))).json(),
      ),
    ).toEqual({
      allowedOrigins: ['https://beta.example.org', 'https://shop.example.org'],
      unverifiedOrigins: ['https://beta.example.org'],
    })
    // Adding it again as verified sets its status.
    await addOrigin(database, 'quiet-project', 'https://beta.example.org')
    expect(
      (await (await get(withSdk('/projects/v1/origins', 'quiet-project'))).json()).unverifiedOrigins,
    ).toEqual([])
    const analytics = analyticsConfigResponseSchema.parse(
      await (await get(withSdk('/getAnalyticsConfig'))).json(),
    )
    expect(analytics).toEqual({ isAnalyticsEnabled: true })
    const quiet = analyticsConfigResponseSchema.parse(
      await (await get(withSdk('/getAnalyticsConfig', 'quiet-project'))).json(),
    )
    expect(quiet).toEqual({ isAnalyticsEnabled: false })
  })
})

describe('POST /e', () => {
  it('stores a valid analytics event for the project', async () => {
    const event = goodEvent()
    const response = await postEvent(JSON.stringify(event), { origin: APP_ORIGIN })
    expect(response.status).toBe(202)
    const rows = await database.query<{ project_id: string; event: string; url: string }>(
      'select project_id, event, url from analytics_events where event_id = $1',
      [event.eventId],
    )
    expect(rows).toEqual([{ project_id: PROJECT, event: 'INITIALIZE', url: event.url }])
  })

  it('keeps only INITIALIZE events of a project with analytics off', async () => {
    const before = await countEvents()
    const switched = { ...goodEvent(), props: { type: 'track', event: 'SWITCH_NETWORK' } }
    const dropped = await postEvent(JSON.stringify(switched), {}, 'quiet-project')
    expect(dropped.status).toBe(202)
    expect(analyticsEventResponseSchema.parse(await dropped.json())).toEqual({ stored: false })
    expect(await countEvents()).toBe(before)
    const initialize = await postEvent(JSON.stringify(goodEvent()), {}, 'quiet-project')
    expect(analyticsEventResponseSchema.parse(await initialize.json())).toEqual({ stored: true })
    expect(await countEvents()).toBe(before + 1)
  })

  it('stores nothing for a bad body, an oversized body, a foreign origin or an unknown project', async () => {
    const before = await countEvents()

    const bad = await postEvent(JSON.stringify({ ...goodEvent(), timestamp: 'yesterday' }))
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.message).toContain('body.timestamp: timestamp must be a number')
    const notJson = await postEvent('{nope')
    expect(notJson.status).toBe(400)

    const huge = await postEvent(JSON.stringify({ ...goodEvent(), url: 'x'.repeat(5000) }))
    expect(huge.status).toBe(413)
    expect((await huge.json()).error.code).toBe('BODY_TOO_LARGE')

    const foreign = await postEvent(JSON.stringify(goodEvent()), { origin: 'https://evil.test' })
    expect(foreign.status).toBe(403)

    const unknown = await postEvent(JSON.stringify(goodEvent()), {}, 'nobody')
    expect(unknown.status).toBe(403)

    expect(await countEvents()).toBe(before)
  })
})
