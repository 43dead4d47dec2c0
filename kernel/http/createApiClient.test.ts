import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  HttpRequestError,
  InvalidResponseError,
  isOriginRefusal,
  NetworkRequestError,
} from '../errors/http.js'
import { createApiClient, type FetchLike } from './createApiClient.js'

function fakeFetch(respond: (url: string, init?: RequestInit) => Response) {
  const calls: { url: string; init: RequestInit | undefined }[] = []
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init })
    return respond(url, init)
  }
  return { fetch, calls }
}

const base = {
  baseUrl: 'https://api.example.com/',
  projectId: 'p1',
  sdkType: 'appkit',
  sdkVersion: 'react-0.1.0',
}

describe('createApiClient', () => {
  it('reports a refused origin (403 ORIGIN_NOT_ALLOWED) before rejecting, and only that refusal', async () => {
    const refused = Response.json(
      { error: { code: 'ORIGIN_NOT_ALLOWED', message: 'origin https://shop.test is not allowed' } },
      { status: 403 },
    )
    const answers = [
      refused,
      Response.json({ error: { code: 'UNKNOWN_PROJECT', message: 'no' } }, { status: 403 }),
    ]
    const { fetch } = fakeFetch(() => answers.shift() as Response)
    let reports = 0
    const api = createApiClient({ ...base, fetch, onOriginRefused: () => reports++ })
    const first = await api.get({ path: 'getWallets', schema: z.unknown() }).catch((error: unknown) => error)
    expect(first).toBeInstanceOf(HttpRequestError)
    expect(isOriginRefusal(first)).toBe(true)
    expect(isOriginRefusal(new Error('wrapped', { cause: first }))).toBe(true)
    expect(reports).toBe(1)
    const second = await api.get({ path: 'getWallets', schema: z.unknown() }).catch((error: unknown) => error)
    expect(isOriginRefusal(second)).toBe(false)
    expect(reports).toBe(1)
  })

  it('adds st, sv and projectId to every call', async () => {
    const { fetch, calls } = fakeFetch(() => Response.json({ data: [], count: 0 }))
    const api = createApiClient({ ...base, fetch })
    const schema = z.object({ data: z.array(z.unknown()), count: z.number() })
    await api.get({
      path: '/getWallets',
      params: { page: 1, chains: ['eip155:1', 'eip155:10'], search: undefined },
      schema,
    })
    expect(calls[0]?.url).toMatchInlineSnapshot(
      `"https://api.example.com/getWallets?page=1&chains=eip155%3A1%2Ceip155%3A10&st=appkit&sv=react-0.1.0&projectId=p1"`,
    )
    await api.post({ path: 'e', body: { a: 1 }, schema: z.unknown() })
    expect(calls[1]?.url).toBe('https://api.example.com/e?st=appkit&sv=react-0.1.0&projectId=p1')
    expect(calls[1]?.init?.body).toBe('{"a":1}')
  })

  it('validates the response with the schema passed per call', async () => {
    const { fetch } = fakeFetch(() => Response.json({ count: 'many' }))
    const api = createApiClient({ ...base, fetch })
    const error = await api
      .get({ path: 'getWallets', schema: z.object({ count: z.number() }) })
      .catch((e) => e)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error.message).toMatchInlineSnapshot(`
      "Invalid response from the services API

      URL: https://api.example.com/getWallets?st=appkit&sv=react-0.1.0&projectId=p1

      Details: unexpected shape at count"
    `)
  })

  it('a schema given as a loader is loaded as the request leaves, not after the answer, and validates it the same way', async () => {
    const order: string[] = []
    const { fetch } = fakeFetch(() => {
      order.push('answer')
      return Response.json({ count: 'many' })
    })
    const api = createApiClient({ ...base, fetch })
    const schema = async () => {
      order.push('schema')
      return z.object({ count: z.number() })
    }
    const error = await api.get({ path: 'getWallets', schema }).catch((e) => e)
    expect(order).toEqual(['schema', 'answer'])
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error.details).toBe('unexpected shape at count')
    const { fetch: good } = fakeFetch(() => Response.json({ count: 2 }))
    expect(await createApiClient({ ...base, fetch: good }).get({ path: 'getWallets', schema })).toEqual({
      count: 2,
    })
  })

  it("throws 'HTTP status code: N' with the status", async () => {
    const { fetch } = fakeFetch(() => new Response('nope', { status: 403 }))
    const api = createApiClient({ ...base, fetch })
    const error = (await api
      .get({ path: 'appkit/v1/config', schema: z.unknown() })
      .catch((e) => e)) as HttpRequestError
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error.status).toBe(403)
    expect(error.shortMessage).toBe('HTTP status code: 403')
  })

  it('a failed fetch becomes a NetworkRequestError; an abort stays an abort', async () => {
    const api = createApiClient({
      ...base,
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
    })
    await expect(api.get({ path: 'x', schema: z.unknown() })).rejects.toBeInstanceOf(NetworkRequestError)
    const controller = new AbortController()
    const abortError = new DOMException('aborted', 'AbortError')
    const aborting = createApiClient({
      ...base,
      fetch: async () => {
        controller.abort()
        throw abortError
      },
    })
    await expect(aborting.get({ path: 'x', schema: z.unknown(), signal: controller.signal })).rejects.toBe(
      abortError,
    )
  })

  it('send posts a body and ignores the answer body, but not its status', async () => {
    const { fetch, calls } = fakeFetch(
      (url) => new Response(null, { status: url.includes('bad') ? 500 : 204 }),
    )
    const api = createApiClient({ ...base, fetch })
    await api.send({ path: 'e', body: { eventId: '1' } })
    expect(calls[0]?.init?.method).toBe('POST')
    await expect(api.send({ path: 'bad', body: {} })).rejects.toBeInstanceOf(HttpRequestError)
  })

  it('fetches image blobs', async () => {
    const { fetch } = fakeFetch(() => new Response(new Blob(['png'])))
    const blob = await createApiClient({ ...base, fetch }).blob({ path: 'getWalletImage/abc' })
    expect(await blob.text()).toBe('png')
  })
})
