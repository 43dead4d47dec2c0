import type { FetchLike } from '../http/createApiClient.js'

/** A fake fetch for remote-config tests: routes by path and counts requests. */
export function fakeServices(routes: Record<string, () => Response>) {
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
