import { afterEach, expect, it, vi } from 'vitest'
import { createTestConnector, mainnet } from '../tests/support/kernelTesting.js'
import { createAppKit } from './createAppKit.js'
import { HttpRequestError } from './errors/http.js'
import type { Cache } from './http/createCache.js'
import { kernelOf } from './internal.js'
import { definePlugin } from './plugins/definePlugin.js'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const API = 'https://api.example.com'

/** A services API stand-in on the global fetch: answers per path and records what was asked. */
function fakeServices(routes: Record<string, () => Response>) {
  const requests: { method: string; path: string; body: unknown }[] = []
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input)
    requests.push({
      method: init.method ?? 'GET',
      path: url.pathname,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    })
    const route = routes[url.pathname]
    return route ? route() : new Response('', { status: 404 })
  })
  return requests
}

const projectConfig = (features: unknown[]) => () => Response.json({ features })
const analyticsConfig = (isAnalyticsEnabled: boolean) => () => Response.json({ isAnalyticsEnabled })
const accepted = () => new Response(null, { status: 202 })

const settle = async () => {
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 0))
}

it('nothing goes out before the instance starts; when it starts: the project config, /getAnalyticsConfig and INITIALIZE', async () => {
  const requests = fakeServices({
    '/appkit/v1/config': projectConfig([]),
    '/getAnalyticsConfig': analyticsConfig(true),
    '/e': accepted,
  })
  const appKit = createAppKit({ projectId: 'p', networks: [mainnet], endpoints: { api: API } })
  await appKit.open()
  expect(requests).toEqual([])
  await appKit.ready()
  await settle()
  expect(requests.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
    'GET /appkit/v1/config',
    'GET /getAnalyticsConfig',
    'POST /e',
  ])
  expect(requests.find(({ path }) => path === '/e')?.body).toMatchObject({
    props: { type: 'track', event: 'INITIALIZE', properties: { networks: ['eip155:1'], plugins: [] } },
  })
})

it("other events are sent only when the project's /getAnalyticsConfig says analytics is on", async () => {
  for (const enabled of [true, false]) {
    const requests = fakeServices({
      '/appkit/v1/config': projectConfig([]),
      '/getAnalyticsConfig': analyticsConfig(enabled),
      '/e': accepted,
    })
    const appKit = createAppKit({ projectId: 'p', networks: [mainnet], endpoints: { api: API } })
    await appKit.ready()
    kernelOf(appKit).analytics.track({ type: 'track', event: 'SWITCH_NETWORK' })
    await settle()
    const events = requests.flatMap(({ body }) =>
      body && typeof body === 'object' && 'props' in body ? [(body.props as { event: string }).event] : [],
    )
    expect(events).toEqual(enabled ? ['INITIALIZE', 'SWITCH_NETWORK'] : ['INITIALIZE'])
  }
})

it('a services API failure on the error hook is reported only for a tracked HTTP status (403, 429, 500, 503)', async () => {
  const requests = fakeServices({
    '/appkit/v1/config': projectConfig([]),
    '/getAnalyticsConfig': analyticsConfig(true),
    '/e': accepted,
  })
  const appKit = createAppKit({ projectId: 'p', networks: [mainnet], endpoints: { api: API } })
  await appKit.ready()
  const { hooks } = kernelOf(appKit)
  await hooks.emit('error', { error: new HttpRequestError({ status: 404 }), source: 'tokens' })
  await hooks.emit('error', {
    error: new Error('balance failed', { cause: new HttpRequestError({ status: 503 }) }),
    source: 'tokens',
  })
  await settle()
  const reported = requests.flatMap(({ body }) =>
    body && typeof body === 'object' && 'props' in body && (body.props as { type: string }).type === 'error'
      ? [body.props]
      : [],
  )
  expect(reported).toEqual([
    { type: 'error', event: 'INTERNAL_SDK_ERROR', properties: { status: 503, source: 'tokens' } },
  ])
})

it('with analytics off locally, /getAnalyticsConfig is not asked and only INITIALIZE is sent', async () => {
  const requests = fakeServices({ '/appkit/v1/config': projectConfig([]), '/e': accepted })
  const appKit = createAppKit({
    projectId: 'p',
    networks: [mainnet],
    endpoints: { api: API },
    features: { analytics: false },
  })
  await appKit.ready()
  kernelOf(appKit).analytics.track({ type: 'track', event: 'SWITCH_NETWORK' })
  await settle()
  expect(requests.map(({ path }) => path).sort()).toEqual(['/appkit/v1/config', '/e'])
})

it("the dashboard's features are in force before plugins are set up, and a warning names each ignored local setting", async () => {
  fakeServices({
    '/appkit/v1/config': projectConfig([{ id: 'swaps', isEnabled: false }]),
    '/getAnalyticsConfig': analyticsConfig(false),
    '/e': accepted,
  })
  const setUp: string[] = []
  const appKit = createAppKit({
    projectId: 'p',
    networks: [mainnet],
    endpoints: { api: API },
    plugins: [
      definePlugin({ name: 'swaps', features: ['swaps'], setup: () => void setUp.push('swaps') }),
      definePlugin({ name: 'other', setup: () => void setUp.push('other') }),
    ],
  })
  await appKit.ready()
  expect(setUp).toEqual(['other'])
  const kernel = kernelOf(appKit)
  expect(kernel.store.features.value.swaps).toBe(false)
  expect(kernel.alerts.current?.value).toMatchObject({
    message: 'Local configuration ignored',
    detail: 'The project configuration overrides these local settings: features.swaps',
    variant: 'warning',
  })
})

it('a plugin the dashboard turns off keeps nothing its attach registered (connectors, slots, listeners) and loads no setup', async () => {
  fakeServices({
    '/appkit/v1/config': projectConfig([{ id: 'swaps', isEnabled: false }]),
    '/getAnalyticsConfig': analyticsConfig(false),
    '/e': accepted,
  })
  const loaded: string[] = []
  const listening = new Set<string>()
  /** A plugin gated on `feature` that registers a connector, an account action and a listener at attach. */
  const gated = (name: string, feature: 'swaps' | 'send') =>
    definePlugin({
      name,
      features: [feature],
      attach(ctx) {
        ctx.connectors.register(createTestConnector({ id: `${name}.wallet` }))
        ctx.slots.accountAction({ id: `${name}.action`, feature, label: name })
        listening.add(name)
        return () => listening.delete(name)
      },
      preload: async () => void loaded.push(`${name} preload`),
      setup: () => void loaded.push(`${name} setup`),
    })
  const appKit = createAppKit({
    projectId: 'p',
    networks: [mainnet],
    endpoints: { api: API },
    plugins: [gated('swapper', 'swaps'), gated('sender', 'send')],
  })
  const kernel = kernelOf(appKit)
  // Before the project config: both attached on the local features (the modal lists them at once).
  expect([...listening]).toEqual(['swapper', 'sender'])
  await appKit.ready()
  expect([...listening]).toEqual(['sender'])
  expect(kernel.connectors.get('swapper.wallet')).toBeUndefined()
  expect(kernel.connectors.get('sender.wallet')).toBeDefined()
  expect(kernel.slots.entries.accountAction.value.map((entry) => entry.id)).toEqual(['sender.action'])
  expect(loaded).toEqual(['sender preload', 'sender setup'])
  expect(kernel.plugins.value.map(({ name, status }) => `${name} ${status}`)).toEqual([
    'swapper skipped',
    'sender ready',
  ])
  appKit.destroy()
  expect([...listening]).toEqual([])
})

const askingForOrigin = (found: string[]) =>
  definePlugin({
    name: 'origin-bound',
    async setup(ctx) {
      found.push(await ctx.remote.requireAllowedOrigin())
      found.push(await ctx.remote.requireAllowedOrigin())
    },
  })

it('Origin Not Allowed when a plugin asks for the origin check and the page origin is not on the allow list', async () => {
  vi.stubGlobal('location', { origin: 'https://shop.example.org', href: 'https://shop.example.org/' })
  const requests = fakeServices({
    '/appkit/v1/config': projectConfig([]),
    '/projects/v1/origins': () => Response.json({ allowedOrigins: ['https://app.example.org'] }),
    '/getAnalyticsConfig': analyticsConfig(false),
    '/e': accepted,
  })
  const found: string[] = []
  const appKit = createAppKit({
    projectId: 'p',
    networks: [mainnet],
    endpoints: { api: API },
    plugins: [askingForOrigin(found)],
  })
  await appKit.ready()
  expect(found).toEqual(['notAllowed', 'notAllowed'])
  expect(requests.filter(({ path }) => path === '/projects/v1/origins')).toHaveLength(1)
  await settle()
  expect(requests.map(({ path }) => path)).toContain('/projects/v1/origins')
  expect(kernelOf(appKit).alerts.current?.value).toMatchObject({
    message: 'Origin Not Allowed',
    detail: expect.stringContaining('https://shop.example.org'),
  })
})

it("any services request refused for the page's origin shows Origin Not Allowed once, with the origin and the command that adds it", async () => {
  vi.stubGlobal('location', { origin: 'https://shop.example.org', href: 'https://shop.example.org/' })
  const refused = () =>
    Response.json(
      { error: { code: 'ORIGIN_NOT_ALLOWED', message: 'origin https://shop.example.org is not allowed' } },
      { status: 403 },
    )
  fakeServices({
    '/appkit/v1/config': projectConfig([]),
    '/getAnalyticsConfig': refused,
    '/e': refused,
    '/v1/account/0xabc/balance': refused,
  })
  const outcomes: string[] = []
  const reader = definePlugin({
    name: 'reader',
    async setup(ctx) {
      for (let attempt = 0; attempt < 2; attempt++)
        await ctx.api
          ?.get({ path: 'v1/account/0xabc/balance', schema: { parse: (value: unknown) => value } as never })
          .catch((error: unknown) => outcomes.push((error as Error).name))
    },
  })
  const appKit = createAppKit({
    projectId: ' shop ',
    networks: [mainnet],
    endpoints: { api: API },
    plugins: [reader],
  })
  await appKit.ready()
  await settle()
  expect(outcomes).toEqual(['HttpRequestError', 'HttpRequestError'])
  const alerts = kernelOf(appKit).alerts
  expect(alerts.current?.value).toEqual({
    code: 'originNotAllowed',
    variant: 'error',
    once: true,
    message: 'Origin Not Allowed',
    detail:
      'Origin https://shop.example.org is not on the allow list. Add it to the allowed origins of your project: appkit admin add-origin shop https://shop.example.org',
  })
  // Once: dismissed, the next refusal does not bring it back.
  alerts.dismiss?.()
  await kernelOf(appKit)
    .api?.get({ path: 'v1/account/0xabc/balance', schema: { parse: (value: unknown) => value } as never })
    .catch(() => undefined)
  expect(alerts.current?.value).toBeUndefined()
})

it('with no plugin asking, the allow list is not asked, whatever the features', async () => {
  vi.stubGlobal('location', { origin: 'https://shop.example.org', href: 'https://shop.example.org/' })
  const requests = fakeServices({
    '/appkit/v1/config': projectConfig([]),
    '/getAnalyticsConfig': analyticsConfig(false),
    '/e': accepted,
  })
  const appKit = createAppKit({
    projectId: 'p',
    networks: [mainnet],
    endpoints: { api: API },
    features: { email: true },
  })
  await appKit.ready()
  await settle()
  expect(requests.map(({ path }) => path)).not.toContain('/projects/v1/origins')
  expect(kernelOf(appKit).alerts.current?.value).toBeUndefined()
})

it('a services API that does not answer gives Server Error and the local config stays in force', async () => {
  vi.stubGlobal('fetch', async () => {
    throw new TypeError('fetch failed')
  })
  vi.spyOn(console, 'debug').mockImplementation(() => undefined)
  const setUp: string[] = []
  const appKit = createAppKit({
    projectId: 'p',
    networks: [mainnet],
    endpoints: { api: API },
    plugins: [definePlugin({ name: 'swaps', features: ['swaps'], setup: () => void setUp.push('swaps') })],
  })
  await appKit.ready()
  expect(setUp).toEqual(['swaps'])
  expect(kernelOf(appKit).alerts.current?.value).toMatchObject({
    message: 'Server Error',
    detail: 'Failed to get App Configuration Network request failed',
  })
})

it('basic mode makes no project-config request and turns the remote features off', async () => {
  const requests = fakeServices({ '/e': accepted })
  const appKit = createAppKit({ projectId: 'p', networks: [mainnet], endpoints: { api: API }, basic: true })
  await appKit.ready()
  await settle()
  expect(requests.map(({ path }) => path)).toEqual(['/e'])
  expect(kernelOf(appKit).store.features.value).toMatchObject({ email: false, socials: false, swaps: false })
})

it("an origin allowed only by unverified entries shows the asking plugin's own alert", async () => {
  vi.stubGlobal('location', { origin: 'https://shop.example.org', href: 'https://shop.example.org/' })
  fakeServices({
    '/appkit/v1/config': projectConfig([]),
    '/projects/v1/origins': () =>
      Response.json({
        allowedOrigins: ['https://shop.example.org'],
        unverifiedOrigins: ['https://shop.example.org'],
      }),
    '/getAnalyticsConfig': analyticsConfig(false),
    '/e': accepted,
  })
  const unverified = { code: 'shopUnverified', variant: 'error', message: 'Unverified Domain' } as const
  const appKit = createAppKit({
    projectId: 'p',
    networks: [mainnet],
    endpoints: { api: API },
    plugins: [
      definePlugin({ name: 'frame', setup: (ctx) => void ctx.remote.requireAllowedOrigin({ unverified }) }),
    ],
  })
  await appKit.ready()
  await settle()
  expect(kernelOf(appKit).alerts.current?.value).toEqual(unverified)
})

it('debug false: alerts are written to the console instead of the modal', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const appKit = createAppKit({ projectId: 'p', networks: [mainnet], debug: false })
  await appKit.open({ view: 'ProfileWallets' })
  expect(kernelOf(appKit).alerts.current?.value).toBeUndefined()
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('Multi-Wallet Not Enabled'))
})

it("plugins share the instance's request cache as ctx.cache; another instance has its own", async () => {
  const caches = new Map<object, Cache[]>()
  const plugin = definePlugin({
    name: 'reader',
    setup: (ctx) => void caches.set(ctx.instance, [...(caches.get(ctx.instance) ?? []), ctx.cache]),
  })
  const first = createAppKit({ projectId: 'p', networks: [mainnet], plugins: [plugin, plugin] })
  const second = createAppKit({ projectId: 'p', networks: [mainnet], plugins: [plugin] })
  await Promise.all([first.ready(), second.ready()])
  const [one, two] = caches.get(kernelOf(first).instance) ?? []
  const [other] = caches.get(kernelOf(second).instance) ?? []
  expect(one).toBeDefined()
  expect(one).toBe(two)
  expect(other).not.toBe(one)
  one?.set('nativeBalance:eip155:1:0xabc', '1', 30_000)
  expect(other?.get('nativeBalance:eip155:1:0xabc')).toBeUndefined()
  first.destroy()
  second.destroy()
})

it('a connect made while plugins are still setting up waits for them: a slow setup still sees beforeConnect and connected', async () => {
  const seen: string[] = []
  let finishSetUp = () => {}
  const appKit = createAppKit({
    projectId: 'p',
    networks: [mainnet],
    plugins: [
      definePlugin({
        name: 'wallets',
        attach: (ctx) => void ctx.connectors.register(createTestConnector({ id: 'io.metamask' })),
        setup: () => undefined,
      }),
      definePlugin({
        name: 'slow',
        setup: (ctx) =>
          new Promise<void>((resolve) => {
            finishSetUp = () => {
              ctx.hooks.on('beforeConnect', () => void seen.push('beforeConnect'))
              ctx.hooks.on('connected', () => void seen.push('connected'))
              resolve()
            }
          }),
      }),
    ],
  })
  const connected = kernelOf(appKit).connection.connect({ connectorId: 'io.metamask' })
  await settle()
  expect(seen).toEqual([])
  finishSetUp()
  await connected
  expect(seen).toEqual(['beforeConnect', 'connected'])
})
