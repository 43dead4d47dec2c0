import { expect, it, vi } from 'vitest'
import { createAlerts } from '../alerts/createAlerts.js'
import { createApiClient } from '../http/createApiClient.js'
import type { AnalyticsPayload } from './events.js'
import { startAnalytics } from './startAnalytics.js'

/** The services API with a project whose analytics switch answers `enabled` (or a status); records the calls. */
function services(analyticsConfig: () => Response) {
  const calls: string[] = []
  const events: AnalyticsPayload[] = []
  let answer: () => void = () => undefined
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
  const api = createApiClient({
    baseUrl: 'https://api.example.com',
    projectId: 'p',
    sdkType: 'appkit',
    sdkVersion: 't',
    fetch: async (url, init) => {
      const path = new URL(url).pathname
      calls.push(path)
      if (path === '/e') {
        events.push(JSON.parse(String(init?.body)))
        return new Response(null, { status: 202 })
      }
      await answered
      return analyticsConfig()
    },
  })
  return { api, calls, events, answer }
}

const page = () => ({ url: 'https://app.example.com/', domain: 'app.example.com' })
const flush = async () => {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve()
}

it('INITIALIZE is sent when the instance starts, before the project answers, and /getAnalyticsConfig is asked', async () => {
  const { api, calls, events, answer } = services(() => Response.json({ isAnalyticsEnabled: true }))
  const analytics = startAnalytics({
    api,
    isLocallyEnabled: () => true,
    initialize: { plugins: ['evm'] },
    page,
  })
  analytics.track({ type: 'track', event: 'CONNECT_SUCCESS' })
  await flush()
  expect(calls.sort()).toEqual(['/e', '/getAnalyticsConfig'])
  expect(events.map((event) => event.props)).toEqual([
    { type: 'track', event: 'INITIALIZE', properties: { plugins: ['evm'] } },
  ])
  answer()
  await vi.waitFor(() =>
    expect(events.map((event) => event.props.event)).toEqual(['INITIALIZE', 'CONNECT_SUCCESS']),
  )
})

it('with the project analytics off, only INITIALIZE is sent', async () => {
  const { api, events, answer } = services(() => Response.json({ isAnalyticsEnabled: false }))
  const analytics = startAnalytics({ api, isLocallyEnabled: () => true, page })
  answer()
  analytics.track({ type: 'track', event: 'CONNECT_SUCCESS' })
  await vi.waitFor(async () => {
    await flush()
    expect(events.map((event) => event.props.event)).toEqual(['INITIALIZE'])
  })
})

it('Invalid App Configuration when /getAnalyticsConfig answers 403 (origin not on the allowlist)', async () => {
  const { api, answer } = services(() => new Response('', { status: 403 }))
  const alerts = createAlerts()
  startAnalytics({ api, alerts, isLocallyEnabled: () => true, page })
  answer()
  await vi.waitFor(() => expect(alerts.current.value?.message).toBe('Invalid App Configuration'))
})

it('locally off: the project is not asked, INITIALIZE still goes', async () => {
  const { api, calls, events } = services(() => Response.json({ isAnalyticsEnabled: true }))
  const analytics = startAnalytics({ api, isLocallyEnabled: () => false, page })
  analytics.track({ type: 'track', event: 'CONNECT_SUCCESS' })
  await flush()
  expect(calls).toEqual(['/e'])
  expect(events.map((event) => event.props.event)).toEqual(['INITIALIZE'])
})

it("an event's props carry the address connected when it was raised (spec: props are the event data plus address)", async () => {
  const { api, events, answer } = services(() => Response.json({ isAnalyticsEnabled: true }))
  let connected: string | undefined
  const analytics = startAnalytics({ api, isLocallyEnabled: () => true, page, address: () => connected })
  connected = '0x1111111111111111111111111111111111111111'
  analytics.track({ type: 'track', event: 'CONNECT_SUCCESS' })
  // Sent once the project answers, with the address of the moment it was raised, not of the send.
  connected = undefined
  analytics.track({ type: 'track', event: 'DISCONNECT_SUCCESS' })
  answer()
  await vi.waitFor(() => expect(events).toHaveLength(3))
  expect(events.map((event) => [event.props.event, event.props.address])).toEqual([
    ['INITIALIZE', undefined],
    ['CONNECT_SUCCESS', '0x1111111111111111111111111111111111111111'],
    ['DISCONNECT_SUCCESS', undefined],
  ])
  expect('address' in (events[2]?.props ?? {})).toBe(false)
})
