import { describe, expect, it, vi } from 'vitest'
import { createAlerts } from '../alerts/createAlerts.js'
import { FailedToDisconnectError } from '../errors/connection.js'
import { HttpRequestError } from '../errors/http.js'
import { createApiClient } from '../http/createApiClient.js'
import { createAnalytics, isTrackedHttpStatus, sendWithApi } from './createAnalytics.js'
import type { AnalyticsPayload } from './events.js'

function setup(isEnabled: boolean) {
  const sent: AnalyticsPayload[] = []
  const clock = { time: 1_000_000 }
  let id = 0
  const analytics = createAnalytics({
    isEnabled,
    send: async (payload) => {
      sent.push(payload)
    },
    now: () => clock.time,
    page: () => ({ url: 'https://app.example.com/swap', domain: 'app.example.com' }),
    eventId: () => `id-${++id}`,
  })
  return { analytics, sent, clock }
}

describe('createAnalytics', () => {
  it('posts eventId, url, domain, timestamp and props', async () => {
    const { analytics, sent } = setup(true)
    await analytics.track({
      type: 'track',
      event: 'CONNECT_SUCCESS',
      address: '0xabc',
      properties: { method: 'browser' },
    })
    expect(sent).toMatchInlineSnapshot(`
      [
        {
          "domain": "app.example.com",
          "eventId": "id-1",
          "props": {
            "address": "0xabc",
            "event": "CONNECT_SUCCESS",
            "properties": {
              "method": "browser",
            },
            "type": "track",
          },
          "timestamp": 1000000,
          "url": "https://app.example.com/swap",
        },
      ]
    `)
  })

  it('skipped for the MODAL_CREATED event', async () => {
    const { analytics, sent } = setup(true)
    expect(await analytics.track({ type: 'track', event: 'MODAL_CREATED' })).toBe(false)
    expect(sent).toEqual([])
  })

  it('sent only if analytics is on or the event is INITIALIZE', async () => {
    const { analytics, sent } = setup(false)
    await analytics.track({ type: 'track', event: 'SWITCH_NETWORK' })
    await analytics.track({ type: 'track', event: 'INITIALIZE' })
    expect(sent.map((payload) => payload.props.event)).toEqual(['INITIALIZE'])
  })

  it('error reporting is limited to 5 events per 60 s', async () => {
    const { analytics, sent, clock } = setup(true)
    const report = () => analytics.track({ type: 'error', event: 'INTERNAL_SDK_ERROR', errorMessage: 'boom' })
    for (let index = 0; index < 7; index++) await report()
    expect(sent).toHaveLength(5)
    await analytics.track({ type: 'track', event: 'CONNECT_SUCCESS' })
    expect(sent).toHaveLength(6)
    clock.time += 60_000
    expect(await report()).toBe(true)
    expect(sent).toHaveLength(7)
  })

  it('a failed post is swallowed, never thrown into the caller', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    const analytics = createAnalytics({
      isEnabled: true,
      send: async () => {
        throw new Error('offline')
      },
      page: () => ({ url: '', domain: '' }),
    })
    await expect(analytics.track({ type: 'track', event: 'DISCONNECT_SUCCESS' })).resolves.toBe(false)
    expect(debug).toHaveBeenCalledOnce()
    debug.mockRestore()
  })

  it('sendWithApi posts to /e with projectId, st and sv, and a random event id', async () => {
    const urls: string[] = []
    const bodies: AnalyticsPayload[] = []
    const api = createApiClient({
      baseUrl: 'https://api.example.com',
      projectId: 'p1',
      sdkType: 'appkit',
      sdkVersion: 'react-0.1.0',
      fetch: async (url, init) => {
        urls.push(url)
        bodies.push(JSON.parse(String(init?.body)))
        return new Response(null, { status: 204 })
      },
    })
    const analytics = createAnalytics({ isEnabled: true, send: sendWithApi(api) })
    await analytics.track({ type: 'track', event: 'INITIALIZE' })
    await analytics.track({ type: 'track', event: 'INITIALIZE' })
    expect(urls[0]).toBe('https://api.example.com/e?st=appkit&sv=react-0.1.0&projectId=p1')
    expect(bodies[0]?.eventId).toMatch(/^[0-9a-f-]{36}$/)
    expect(bodies[0]?.eventId).not.toBe(bodies[1]?.eventId)
  })
})

describe('analytics errors', () => {
  it('Invalid App Configuration on analytics 403, shown once', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {})
    const alerts = createAlerts()
    const analytics = createAnalytics({
      isEnabled: true,
      alerts,
      send: async () => {
        throw new HttpRequestError({ status: 403 })
      },
      page: () => ({ url: 'https://app.example.com/x', domain: 'app.example.com' }),
    })
    await analytics.track({ type: 'track', event: 'INITIALIZE' })
    expect(alerts.current.value?.message).toBe('Invalid App Configuration')
    expect(alerts.current.value?.detail).toContain('https://app.example.com')
    alerts.dismiss()
    await analytics.track({ type: 'track', event: 'INITIALIZE' })
    expect(alerts.current.value).toBeUndefined()
    vi.restoreAllMocks()
  })

  it('reportError sends the error type, message and stack trace', async () => {
    const { analytics, sent } = setup(true)
    await analytics.reportError(new FailedToDisconnectError({ cause: new Error('socket closed') }))
    await analytics.reportError('plain', 'ERROR_FETCH_TRANSACTIONS')
    expect(sent[0]?.props).toMatchObject({
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      errorType: 'FailedToDisconnectError',
      errorMessage: 'Failed to disconnect',
    })
    expect(sent[0]?.props.stackTrace).toContain('FailedToDisconnectError')
    expect(sent[1]?.props).toMatchObject({
      event: 'ERROR_FETCH_TRANSACTIONS',
      errorType: 'string',
      errorMessage: 'plain',
    })
  })

  it('tracked HTTP codes are 403, 429, 500, 503', () => {
    expect([400, 403, 404, 429, 500, 502, 503].filter(isTrackedHttpStatus)).toEqual([403, 429, 500, 503])
  })

  it('fits the plugin context: track({ type, event, properties }) with a plugin event name', async () => {
    type AnalyticsAccess = {
      track(event: { type: 'track' | 'error'; event: string; properties?: Record<string, unknown> }): void
    }
    const { analytics, sent } = setup(true)
    const access: AnalyticsAccess = analytics
    access.track({ type: 'track', event: 'SWAP_STARTED', properties: { from: 'ETH' } })
    await Promise.resolve()
    expect(sent[0]?.props).toEqual({ type: 'track', event: 'SWAP_STARTED', properties: { from: 'ETH' } })
  })

  it('long error texts are cut to the limits the services API accepts', async () => {
    const { analytics, sent } = setup(true)
    await analytics.reportError(new Error('x'.repeat(5000)))
    expect(sent[0]?.props.errorMessage).toHaveLength(4096)
  })
})
