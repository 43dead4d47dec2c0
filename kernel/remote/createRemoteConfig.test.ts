import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAlerts } from '../alerts/createAlerts.js'
import { featuresSchema } from '../config/schema.js'
import type { FetchLike } from '../http/createApiClient.js'
import { createApiClient } from '../http/createApiClient.js'
import { createRemoteConfig } from './createRemoteConfig.js'

/** A fake fetch for remote-config tests: routes by path and counts requests. */
function fakeServices(routes: Record<string, () => Response>) {
  const requests: string[] = []
  const fetch: FetchLike = async (url) => {
    const path = new URL(url).pathname
    requests.push(path)
    const route = routes[path]
    if (!route) throw new TypeError('fetch failed')
    return route()
  }
  return { fetch, requests }
}

const ALL_INSTALLED = ['email', 'socials', 'swaps', 'onramp', 'activity', 'multiWallet']

function setup(options: {
  routes: Record<string, () => Response>
  basic?: boolean
  features?: Record<string, unknown>
  installed?: string[]
  origin?: string | undefined
}) {
  const services = fakeServices(options.routes)
  const api = createApiClient({
    baseUrl: 'https://api.example.com',
    projectId: 'p1',
    sdkType: 'appkit',
    sdkVersion: 'test',
    fetch: services.fetch,
  })
  const alerts = createAlerts()
  const remote = createRemoteConfig({
    api,
    alerts,
    localConfig: { basic: options.basic ?? false, features: featuresSchema.parse(options.features ?? {}) },
    installedFeatures: options.installed ?? ALL_INSTALLED,
    origin: () => ('origin' in options ? options.origin : 'https://app.example.com'),
  })
  return { remote, alerts, requests: services.requests }
}

const config = (features: unknown) => () => Response.json({ features })

afterEach(() => {
  vi.useRealTimers()
})

describe('createRemoteConfig', () => {
  it('fetches nothing at creation, once on first need', async () => {
    const { remote, requests } = setup({ routes: { '/appkit/v1/config': config([]) } })
    expect(requests).toEqual([])
    await Promise.all([remote.load(), remote.load()])
    await remote.load()
    expect(requests).toEqual(['/appkit/v1/config'])
  })

  it('the dashboard may disable features; a warning names each ignored local setting', async () => {
    const { remote, alerts } = setup({
      routes: {
        '/appkit/v1/config': config([
          { id: 'swaps', isEnabled: false, config: null },
          { id: 'activity', isEnabled: true },
        ]),
      },
    })
    const features = await remote.load()
    expect(features.swaps).toBe(false)
    expect(features.activity).toBe(true)
    expect(remote.features.value.swaps).toBe(false)
    expect(alerts.current.value).toMatchInlineSnapshot(`
      {
        "code": "localConfigurationIgnored",
        "detail": "The project configuration overrides these local settings: features.swaps",
        "message": "Local configuration ignored",
        "variant": "warning",
      }
    `)
  })

  it('the dashboard may enable only features whose plugin is installed', async () => {
    const { remote } = setup({
      features: { activity: false, email: false },
      installed: ['email'],
      routes: { '/appkit/v1/config': config({ activity: true, email: true }) },
    })
    const features = await remote.load()
    expect(features.activity).toBe(false)
    expect(features.email).toBe(true)
  })

  it('accepts other dashboards ids and social provider lists, and skips malformed entries', async () => {
    const { remote } = setup({
      routes: {
        '/appkit/v1/config': config([
          { id: 'social_login', isEnabled: true, config: ['google', 'x', 'myspace'] },
          { id: 'email', isEnabled: 'yes' },
          { id: 'unknown_feature', isEnabled: false },
          'garbage',
        ]),
      },
    })
    const features = await remote.load()
    expect(features.socials).toEqual(['google', 'x'])
    expect(features.email).toBe(true)
  })

  it('basic mode disables all remote features and makes no request', async () => {
    const { remote, requests } = setup({ basic: true, routes: {} })
    const features = await remote.load()
    expect([features.email, features.socials, features.swaps, features.onramp, features.activity]).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
    expect(await remote.checkOrigin()).toBe('skipped')
    expect(requests).toEqual([])
  })

  it("a config fetch failure gives the 'Server Error' alert and local config stays in force", async () => {
    const { remote, alerts } = setup({
      features: { swaps: false },
      routes: { '/appkit/v1/config': () => new Response('boom', { status: 500 }) },
    })
    const features = await remote.load()
    expect(features.swaps).toBe(false)
    expect(features.email).toBe(true)
    expect(alerts.current.value?.message).toBe('Server Error')
    expect(alerts.current.value?.detail).toBe('Failed to get App Configuration HTTP status code: 500')
  })

  it("a project config that does not come within 5 s gives 'Server Error' and the local config stays in force", async () => {
    vi.useFakeTimers()
    const api = createApiClient({
      baseUrl: 'https://api.example.com',
      projectId: 'p1',
      sdkType: 'appkit',
      sdkVersion: 'test',
      // A server that never answers: only the request's own signal ends it.
      fetch: (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    })
    const alerts = createAlerts()
    const remote = createRemoteConfig({
      api,
      alerts,
      localConfig: { basic: false, features: featuresSchema.parse({ swaps: false }) },
      installedFeatures: ALL_INSTALLED,
    })
    const loading = remote.load()
    await vi.advanceTimersByTimeAsync(4_999)
    expect(alerts.current.value).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect((await loading).swaps).toBe(false)
    expect(alerts.current.value?.detail).toBe('Failed to get App Configuration no answer in 5 s')
  })

  it('a 429 on the app configuration gives Rate Limited', async () => {
    const { remote, alerts } = setup({
      routes: { '/appkit/v1/config': () => new Response('', { status: 429 }) },
    })
    await remote.load()
    expect(alerts.current.value?.message).toBe('Rate Limited')
  })

  it("a project id the services do not know gives 'Invalid Project ID' (spec 8), and local config stays in force", async () => {
    const { remote, alerts } = setup({
      features: { swaps: false },
      routes: {
        '/appkit/v1/config': () =>
          Response.json(
            { error: { code: 'UNKNOWN_PROJECT', message: 'project "p" is not known to this server' } },
            { status: 403 },
          ),
      },
    })
    const features = await remote.load()
    expect(features.swaps).toBe(false)
    expect(alerts.current.value).toMatchObject({ code: 'invalidProjectId', message: 'Invalid Project ID' })
  })
})

describe('origin check', () => {
  const origins = (allowedOrigins: string[]) => () => Response.json({ allowedOrigins })

  it('the current origin must be on the allowed list, checked once when asked', async () => {
    const { remote, alerts, requests } = setup({
      routes: {
        '/appkit/v1/config': config([]),
        '/projects/v1/origins': origins(['https://other.example.com']),
      },
    })
    expect(await remote.checkOrigin()).toBe('notAllowed')
    expect(await remote.checkOrigin()).toBe('notAllowed')
    expect(requests).toEqual(['/appkit/v1/config', '/projects/v1/origins'])
    expect(alerts.current.value?.message).toBe('Origin Not Allowed')
    expect(alerts.current.value?.detail).toContain('https://app.example.com')
  })

  it('entries with a wildcard are matched as patterns', async () => {
    const { remote } = setup({
      routes: { '/appkit/v1/config': config([]), '/projects/v1/origins': origins(['https://*.example.com']) },
    })
    expect(await remote.checkOrigin()).toBe('allowed')
  })

  it('https://*example.com does not let https://evilexample.com in (the one matcher of kernel/rules)', async () => {
    const { remote, alerts } = setup({
      origin: 'https://evilexample.com',
      routes: { '/appkit/v1/config': config([]), '/projects/v1/origins': origins(['https://*example.com']) },
    })
    expect(await remote.checkOrigin()).toBe('notAllowed')
    expect(alerts.current.value?.detail).toContain('https://evilexample.com')
  })

  it("an origin allowed only by an entry the project has not verified gives 'Unverified Domain' (spec 8)", async () => {
    const { remote, alerts } = setup({
      routes: {
        '/appkit/v1/config': config([]),
        '/projects/v1/origins': () =>
          Response.json({
            allowedOrigins: ['https://app.example.com', 'https://other.example.com'],
            unverifiedOrigins: ['https://app.example.com'],
          }),
      },
    })
    expect(await remote.checkOrigin()).toBe('unverified')
    // The asking plugin shows its own alert for it (ctx.remote.requireAllowedOrigin).
    expect(alerts.current.value).toBeUndefined()
  })

  it('a verified entry wins over an unverified pattern that also matches', async () => {
    const { remote, alerts } = setup({
      routes: {
        '/appkit/v1/config': config([]),
        '/projects/v1/origins': () =>
          Response.json({
            allowedOrigins: ['https://*.example.com', 'https://app.example.com'],
            unverifiedOrigins: ['https://*.example.com'],
          }),
      },
    })
    expect(await remote.checkOrigin()).toBe('allowed')
    expect(alerts.current.value).toBeUndefined()
  })

  it('whatever the features, the check runs when asked; no page origin (Node, SSR) skips it', async () => {
    const asked = setup({
      features: { email: false, socials: false },
      routes: {
        '/appkit/v1/config': config([]),
        '/projects/v1/origins': origins(['https://app.example.com']),
      },
    })
    expect(await asked.remote.checkOrigin()).toBe('allowed')
    const { remote, requests } = setup({
      origin: undefined,
      routes: { '/appkit/v1/config': config([]) },
    })
    expect(await remote.checkOrigin()).toBe('skipped')
    expect(requests).toEqual(['/appkit/v1/config'])
  })

  it('rate limited or server error on the origins fetch give their alerts', async () => {
    const limited = setup({
      routes: {
        '/appkit/v1/config': config([]),
        '/projects/v1/origins': () => new Response('', { status: 429 }),
      },
    })
    expect(await limited.remote.checkOrigin()).toBe('unknown')
    expect(limited.alerts.current.value?.message).toBe('Rate Limited')
    const failing = setup({
      routes: {
        '/appkit/v1/config': config([]),
        '/projects/v1/origins': () => new Response('', { status: 502 }),
      },
    })
    expect(await failing.remote.checkOrigin()).toBe('unknown')
    expect(failing.alerts.current.value?.message).toBe('Server Error')
  })

  it('local development origins are always allowed, without a request; other loopback hosts are checked', async () => {
    for (const origin of ['http://localhost:5273', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      const { remote, requests } = setup({ origin, routes: { '/appkit/v1/config': config([]) } })
      expect(await remote.checkOrigin(), origin).toBe('allowed')
      expect(requests).toEqual(['/appkit/v1/config'])
    }
    for (const origin of ['http://localhost.evil.io:5273', 'http://127.0.0.2:7293']) {
      const { remote } = setup({
        origin,
        routes: { '/appkit/v1/config': config([]), '/projects/v1/origins': origins([]) },
      })
      expect(await remote.checkOrigin(), origin).toBe('notAllowed')
    }
  })
})
