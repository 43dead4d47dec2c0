import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createHttp } from './createHttp.js'
import type { RetryEnvironment } from './retryEnvironment.js'

const online: RetryEnvironment = { isOnline: () => true, isVisible: () => true, onChange: () => () => {} }

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function answering(...answers: (number | Error)[]) {
  const calls: string[] = []
  const fetch = async (url: string) => {
    calls.push(url)
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? 200
    if (answer instanceof Error) throw answer
    return new Response('{}', { status: answer })
  }
  return { fetch, calls }
}

describe('createHttp', () => {
  it('retries a GET on network failure and 5xx, then returns the response', async () => {
    const { fetch, calls } = answering(new TypeError('fetch failed'), 503, 200)
    const http = createHttp({ fetch, environment: online })
    const result = http.fetch('https://api.example.com/getWallets')
    await vi.runAllTimersAsync()
    expect((await result).status).toBe(200)
    expect(calls).toHaveLength(3)
  })

  it('gives the last response after 3 retries', async () => {
    const { fetch, calls } = answering(500)
    const http = createHttp({ fetch, environment: online })
    const result = http.fetch('https://api.example.com/x')
    await vi.runAllTimersAsync()
    expect((await result).status).toBe(500)
    expect(calls).toHaveLength(4)
  })

  it('does not retry a POST or a 404', async () => {
    const post = answering(503)
    await createHttp({ fetch: post.fetch, environment: online }).fetch('https://a.example/e', {
      method: 'POST',
    })
    expect(post.calls).toHaveLength(1)
    const missing = answering(404)
    const response = await createHttp({ fetch: missing.fetch, environment: online }).fetch(
      'https://a.example/x',
    )
    expect(response.status).toBe(404)
    expect(missing.calls).toHaveLength(1)
  })

  it('fits the plugin context: fetch(input: string | URL, init?)', async () => {
    type HttpAccess = { fetch(input: string | URL, init?: RequestInit): Promise<Response> }
    const { fetch, calls } = answering(200)
    const access: HttpAccess = createHttp({ fetch, environment: online })
    await access.fetch(new URL('https://api.example.com/x'))
    expect(calls).toEqual(['https://api.example.com/x'])
  })
})
