import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFrameClient, type FrameHost, type IncomingMessage } from './frameClient.js'
import {
  FRAME_CONNECT_TIMEOUT_MS,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
} from './protocol/frameFields.js'

const SITE = 'http://localhost:4103'

/** The host page as the client sees it: one iframe window and the page's message listener. */
function fakeHost() {
  const frameWindow = {
    posted: [] as { message: unknown; origin: string }[],
    postMessage(message: unknown, origin: string) {
      this.posted.push({ message, origin })
    },
  }
  let handler: ((message: IncomingMessage) => void) | undefined
  const host: FrameHost = {
    mount: () => ({ window: () => frameWindow, show() {}, hide() {}, remove() {} }),
    listen(listener) {
      handler = listener
      return () => {
        handler = undefined
      }
    },
  }
  const fromFrame = (data: unknown, overrides: Partial<IncomingMessage> = {}) =>
    handler?.({ origin: SITE, source: frameWindow, data, ...overrides })
  const ready = () =>
    fromFrame({ type: '@appkit-frame/READY', id: crypto.randomUUID(), payload: { version: '4' } })
  return { host, frameWindow, fromFrame, ready }
}

const client = (host: FrameHost, warn = vi.fn(), onTimeout = vi.fn()) =>
  createFrameClient({ frameUrl: new URL('/frame?projectId=p', SITE), host, warn, onTimeout })

describe('embedded frame client', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('is not ready until READY, then waits 500 ms and counts as initialised', async () => {
    const page = fakeHost()
    const frame = client(page.host)
    let ready = false
    void frame.ready().then(() => {
      ready = true
    })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(ready).toBe(false)
    page.ready()
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS - 1)
    expect(ready).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(ready).toBe(true)
  })

  it('a frame not ready in 20 s fails with iframe_load_failed', async () => {
    const onTimeout = vi.fn()
    const frame = client(fakeHost().host, vi.fn(), onTimeout)
    const outcome = frame.ready().catch((error) => error)
    await vi.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS - 1)
    expect(onTimeout).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatchObject({ reason: 'iframe_load_failed' })
    // spec 7's timeout callback: the plugin shows 'Network Error - Could not load embedded wallet' on it.
    expect(onTimeout).toHaveBeenCalledWith('iframe_load_failed')
  })

  it('posts to the exact secure-site origin with a UUID and resolves with the answer of the same id', async () => {
    const page = fakeHost()
    const frame = client(page.host)
    page.ready()
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
    const answer = frame.request('IS_CONNECTED')
    await vi.advanceTimersByTimeAsync(0)
    const [sent] = page.frameWindow.posted
    expect(sent?.origin).toBe(SITE)
    const { id } = (sent?.message ?? {}) as { id: string }
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    page.fromFrame({ type: '@appkit-frame/IS_CONNECTED_SUCCESS', id, payload: { isConnected: true } })
    expect(await answer).toEqual({ isConnected: true })
  })

  it('ignores messages from another origin, another window, or not of the protocol (with a warning)', async () => {
    const page = fakeHost()
    const warn = vi.fn()
    const frame = client(page.host, warn)
    page.ready()
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
    let settled = false
    void frame.request('IS_CONNECTED').finally(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(0)
    const { id } = (page.frameWindow.posted[0]?.message ?? {}) as { id: string }
    const answer = { type: '@appkit-frame/IS_CONNECTED_SUCCESS', id, payload: { isConnected: true } }
    page.fromFrame(answer, { origin: 'http://evil.example' })
    page.fromFrame(answer, { source: {} })
    page.fromFrame({ ...answer, payload: { isConnected: 'yes' } })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    expect(warn).toHaveBeenCalledWith('[walletdock embedded wallet] ignored an invalid frame message')
  })

  it('a frame error rejects with its message, or An error occurred when empty', async () => {
    const page = fakeHost()
    const frame = client(page.host)
    page.ready()
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
    const answer = frame.request('CONNECT_OTP', { otp: '123456' }).catch((error) => error)
    await vi.advanceTimersByTimeAsync(0)
    const { id } = (page.frameWindow.posted[0]?.message ?? {}) as { id: string }
    page.fromFrame({ type: '@appkit-frame/CONNECT_OTP_ERROR', id, payload: { message: '' } })
    expect(await answer).toMatchObject({ shortMessage: 'An error occurred' })
  })

  it('a connect request unanswered in 120 s fails with iframe_request_timeout', async () => {
    const page = fakeHost()
    const onTimeout = vi.fn()
    const frame = client(page.host, vi.fn(), onTimeout)
    page.ready()
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
    const answer = frame
      .request('CONNECT_EMAIL', { email: 'a@example.com' }, { timeoutMs: FRAME_CONNECT_TIMEOUT_MS })
      .catch((error) => error)
    await vi.advanceTimersByTimeAsync(FRAME_CONNECT_TIMEOUT_MS - 1)
    let settled = false
    void answer.then(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    expect(onTimeout).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(await answer).toMatchObject({ reason: 'iframe_request_timeout' })
    expect(onTimeout).toHaveBeenCalledWith('iframe_request_timeout')
  })

  it('refuses an invalid payload before posting it', async () => {
    const page = fakeHost()
    const frame = client(page.host)
    await expect(frame.request('CONNECT_EMAIL', { email: 'not an email' })).rejects.toThrow(
      'email is not valid',
    )
    expect(page.frameWindow.posted).toEqual([])
  })
})
