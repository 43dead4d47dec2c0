import type { ApiClient } from '../http/createApiClient.js'
import { ANALYTICS_PATH, ERROR_REPORT_LIMIT, ERROR_REPORT_WINDOW_MS } from './constants.js'
import type { AnalyticsPayload, AnalyticsProps } from './events.js'

export type CreateAnalyticsParameters = {
  /** Posts one payload; see `sendWithApi`. */
  send: (payload: AnalyticsPayload) => Promise<void>
  /** Whether analytics is on; INITIALIZE is sent either way. */
  isEnabled: boolean | (() => boolean)
  now?: (() => number) | undefined
  /** The page; default `location`, read lazily. */
  page?: (() => { url: string; domain: string }) | undefined
  eventId?: (() => string) | undefined
}

export type Analytics = {
  /** Sends an event if the rules allow it; never throws or rejects. Resolves true when sent. */
  track(props: AnalyticsProps): Promise<boolean>
}
export type CreateAnalyticsReturnType = Analytics

function currentPage() {
  if (typeof location === 'undefined') return { url: '', domain: '' }
  return { url: location.href, domain: location.hostname }
}

/** A sender posting to `POST /e` through the services API client (which adds projectId, st, sv). */
export function sendWithApi(api: Pick<ApiClient, 'send'>): CreateAnalyticsParameters['send'] {
  return (payload) => api.send({ path: ANALYTICS_PATH, body: payload })
}

/**
 * Event tracking of spec section 7: MODAL_CREATED is skipped, events are sent only when analytics is
 * on or the event is INITIALIZE, and error reports are limited to 5 per 60 s.
 */
export function createAnalytics(parameters: CreateAnalyticsParameters): CreateAnalyticsReturnType {
  const now = parameters.now ?? Date.now
  const page = parameters.page ?? currentPage
  const eventId = parameters.eventId ?? (() => globalThis.crypto.randomUUID())
  const errorTimes: number[] = []

  function allowed(props: AnalyticsProps): boolean {
    if (props.event === 'MODAL_CREATED') return false
    const enabled = typeof parameters.isEnabled === 'function' ? parameters.isEnabled() : parameters.isEnabled
    if (!enabled && props.event !== 'INITIALIZE') return false
    if (props.type !== 'error') return true
    const time = now()
    while (errorTimes.length && (errorTimes[0] as number) <= time - ERROR_REPORT_WINDOW_MS) errorTimes.shift()
    if (errorTimes.length >= ERROR_REPORT_LIMIT) return false
    errorTimes.push(time)
    return true
  }

  return {
    async track(props) {
      try {
        if (!allowed(props)) return false
        const { url, domain } = page()
        await parameters.send({ eventId: eventId(), url, domain, timestamp: now(), props })
        return true
      } catch (error) {
        // biome-ignore lint/suspicious/noConsole: analytics must never break the app; a debug line is enough
        console.debug('[appkit] analytics event not sent', error)
        return false
      }
    },
  }
}
