import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { IncomingMessage } from './frameClient.js'
import { POPUP_CLOSED_MESSAGE, SOCIAL_POPUP_CLOSED_CHECK_MS, takeResultUri } from './socialPopup.js'
import { waitForSocialResult } from './waitForSocialResult.js'

const SECURE = 'http://localhost:4003'
const RESULT = { type: '@appkit-social/RESULT', resultUri: `${SECURE}/social/result?state=${'a'.repeat(43)}` }

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function setup() {
  const popup = { closed: false, close: vi.fn() }
  let deliver: (message: IncomingMessage) => void = () => undefined
  const stop = vi.fn()
  const waiting = waitForSocialResult({
    popup,
    secureOrigin: SECURE,
    listen(handler) {
      deliver = handler
      return stop
    },
  })
  return { popup, waiting, stop, deliver: (message: IncomingMessage) => deliver(message) }
}

it('a social result is accepted only from the secure site origin and from the popup', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const { popup, waiting, stop, deliver } = setup()
  let settled = false
  void waiting.then(() => {
    settled = true
  })
  deliver({ origin: 'http://127.0.0.1:6666', source: popup, data: RESULT })
  deliver({ origin: SECURE, source: {}, data: RESULT })
  deliver({ origin: SECURE, source: popup, data: { type: '@appkit-social/RESULT' } })
  await Promise.resolve()
  expect(settled).toBe(false)
  expect(warn).toHaveBeenCalledTimes(1)
  deliver({ origin: SECURE, source: popup, data: RESULT })
  await expect(waiting).resolves.toBe(RESULT.resultUri)
  expect(stop).toHaveBeenCalled()
  warn.mockRestore()
})

it("a closed popup gives 'Popup closed' at the next closed-check, every 1 s", async () => {
  const { popup, waiting } = setup()
  const outcome = waiting.catch((error: Error) => error)
  popup.closed = true
  await vi.advanceTimersByTimeAsync(SOCIAL_POPUP_CLOSED_CHECK_MS - 1)
  let done = false
  void outcome.then(() => {
    done = true
  })
  await Promise.resolve()
  expect(done).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expect(((await outcome) as Error).message).toContain(POPUP_CLOSED_MESSAGE)
})

it('Telegram webview rule: result_uri is read from the address, then removed from the address bar', () => {
  const resultUri = `${SECURE}/social/result?state=${'b'.repeat(43)}`
  const location = {
    href: `http://127.0.0.1:5173/shop?item=2&result_uri=${encodeURIComponent(resultUri)}#top`,
  } as Location
  const replaced: string[] = []
  const history = {
    state: null,
    replaceState: (_state: unknown, _title: string, url: string) => replaced.push(url),
  } as unknown as History
  expect(takeResultUri(location, history)).toBe(resultUri)
  expect(replaced).toEqual(['http://127.0.0.1:5173/shop?item=2#top'])
  expect(takeResultUri({ href: 'http://127.0.0.1:5173/shop' } as Location, history)).toBeUndefined()
  expect(replaced).toHaveLength(1)
})
