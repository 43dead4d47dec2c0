import { expect, it } from 'vitest'
import { createAlerts } from '../alerts/createAlerts.js'
import { createApiClient } from '../http/createApiClient.js'
import { fetchAnalyticsEnabled } from './fetchAnalyticsEnabled.js'

function api(respond: () => Response) {
  const urls: string[] = []
  const client = createApiClient({
    baseUrl: 'https://api.example.com',
    projectId: 'p1',
    sdkType: 'appkit',
    sdkVersion: 't',
    fetch: async (url) => {
      urls.push(url)
      return respond()
    },
  })
  return { client, urls }
}

it('reads isAnalyticsEnabled from GET /getAnalyticsConfig', async () => {
  const { client, urls } = api(() => Response.json({ isAnalyticsEnabled: true }))
  expect(await fetchAnalyticsEnabled({ api: client })).toBe(true)
  expect(new URL(urls[0] ?? '').pathname).toBe('/getAnalyticsConfig')
})

it('Invalid App Configuration on analytics 403, shown once; analytics then reads as off', async () => {
  const alerts = createAlerts()
  const { client } = api(() => new Response('', { status: 403 }))
  expect(await fetchAnalyticsEnabled({ api: client, alerts, origin: 'https://app.example.com' })).toBe(false)
  expect(alerts.current.value?.message).toBe('Invalid App Configuration')
  expect(alerts.current.value?.detail).toContain('https://app.example.com')
  alerts.dismiss()
  await fetchAnalyticsEnabled({ api: client, alerts })
  expect(alerts.current.value).toBeUndefined()
})

it('any other failure reads as off without an alert', async () => {
  const alerts = createAlerts()
  const { client } = api(() => new Response('', { status: 500 }))
  expect(await fetchAnalyticsEnabled({ api: client, alerts })).toBe(false)
  expect(alerts.current.value).toBeUndefined()
})
