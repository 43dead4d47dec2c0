import { describe, expect, it } from 'vitest'
import { RateLimitedError, ServerError } from '../errors/http.js'
import type { FetchLike } from '../http/createApiClient.js'
import { createApiClient } from '../http/createApiClient.js'
import { fetchAllowedOrigins } from './fetchAllowedOrigins.js'

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

function apiAnswering(response: () => Response) {
  const { fetch } = fakeServices({ '/projects/v1/origins': response })
  return createApiClient({
    baseUrl: 'https://api.example.com',
    projectId: 'p',
    sdkType: 'appkit',
    sdkVersion: 't',
    fetch,
  })
}

describe('fetchAllowedOrigins', () => {
  it('returns allowedOrigins, and unverifiedOrigins (none when the services send none)', async () => {
    const api = apiAnswering(() => Response.json({ allowedOrigins: ['https://a.example'] }))
    expect(await fetchAllowedOrigins(api)).toEqual({
      allowedOrigins: ['https://a.example'],
      unverifiedOrigins: [],
    })
    const both = apiAnswering(() =>
      Response.json({
        allowedOrigins: ['https://a.example', 'https://b.example'],
        unverifiedOrigins: ['https://b.example'],
      }),
    )
    expect(await fetchAllowedOrigins(both)).toEqual({
      allowedOrigins: ['https://a.example', 'https://b.example'],
      unverifiedOrigins: ['https://b.example'],
    })
  })
  it('HTTP 429 gives RATE_LIMITED', async () => {
    const error = await fetchAllowedOrigins(apiAnswering(() => new Response('', { status: 429 }))).catch(
      (e) => e,
    )
    expect(error).toBeInstanceOf(RateLimitedError)
    expect(error.code).toBe('RATE_LIMITED')
  })
  it('500 to 599 gives SERVER_ERROR', async () => {
    for (const status of [500, 503, 599]) {
      const error = await fetchAllowedOrigins(apiAnswering(() => new Response('', { status }))).catch(
        (e) => e,
      )
      expect(error).toBeInstanceOf(ServerError)
      expect(error.code).toBe('SERVER_ERROR')
    }
  })
  it('any other failure returns empty lists', async () => {
    const none = { allowedOrigins: [], unverifiedOrigins: [] }
    expect(await fetchAllowedOrigins(apiAnswering(() => new Response('', { status: 404 })))).toEqual(none)
    expect(await fetchAllowedOrigins(apiAnswering(() => Response.json({ origins: 1 })))).toEqual(none)
    expect(await fetchAllowedOrigins(apiAnswering(() => new Response('not json')))).toEqual(none)
    expect(
      await fetchAllowedOrigins(
        apiAnswering(() => Response.json({ allowedOrigins: [], unverifiedOrigins: 'x' })),
      ),
    ).toEqual(none)
  })
})
