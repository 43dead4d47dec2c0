import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FetchLike } from './createApiClient.js'
import { fetchWithRpcRetry, isRetryableRpcStatus, rpcRetryDelayMs } from './rpcRetry.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function statuses(...codes: [number, Record<string, string>?][]) {
  const times: number[] = []
  const fetch: FetchLike = async () => {
    times.push(Date.now())
    const [status, headers] = codes[Math.min(times.length - 1, codes.length - 1)] ?? [200]
    return new Response(status === 204 ? null : '{}', { status, headers })
  }
  return { fetch, times }
}

describe('RPC retry policy', () => {
  it('retried on HTTP 403, 408, 413, 429, 500, 502, 503, 504 only', () => {
    const retried = [400, 401, 403, 404, 408, 413, 429, 500, 501, 502, 503, 504].filter(isRetryableRpcStatus)
    expect(retried).toEqual([403, 408, 413, 429, 500, 502, 503, 504])
  })

  it('delay doubling from 150 ms, or Retry-After when present', () => {
    expect([0, 1, 2].map((retry) => rpcRetryDelayMs(retry))).toEqual([150, 300, 600])
    expect(rpcRetryDelayMs(0, '2')).toBe(2000)
    expect(
      rpcRetryDelayMs(0, 'Wed, 21 Oct 2015 07:28:05 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT')),
    ).toBe(5000)
    expect(rpcRetryDelayMs(1, 'soon')).toBe(300)
  })

  it('up to 3 retries, then the last response is returned', async () => {
    const { fetch, times } = statuses([503])
    const start = Date.now()
    const result = fetchWithRpcRetry('https://rpc.example.com', { method: 'POST' }, { fetch })
    await vi.runAllTimersAsync()
    expect((await result).status).toBe(503)
    expect(times.map((time) => time - start)).toEqual([0, 150, 450, 1050])
  })

  it('uses the Retry-After header and stops at the first success', async () => {
    const { fetch, times } = statuses([429, { 'retry-after': '1' }], [200])
    const start = Date.now()
    const result = fetchWithRpcRetry('https://rpc.example.com', { method: 'POST' }, { fetch })
    await vi.runAllTimersAsync()
    expect((await result).status).toBe(200)
    expect(times.map((time) => time - start)).toEqual([0, 1000])
  })

  it('does not retry other statuses', async () => {
    const { fetch, times } = statuses([400])
    const result = await fetchWithRpcRetry('https://rpc.example.com', { method: 'POST' }, { fetch })
    expect(result.status).toBe(400)
    expect(times).toHaveLength(1)
  })
})
