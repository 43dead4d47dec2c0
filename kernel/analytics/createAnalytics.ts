import type { Alerts } from '../alerts/createAlerts.js'
import { BaseError } from '../errors/base.js'
import { HttpRequestError, isOriginRefusal } from '../errors/http.js'
import type { ApiClient } from '../http/createApiClient.js'
import { randomId } from '../randomId.js'
import {
  ANALYTICS_FIELD_LIMITS,
  ANALYTICS_FORBIDDEN_STATUS,
  ANALYTICS_PATH,
  ERROR_REPORT_LIMIT,
  ERROR_REPORT_WINDOW_MS,
  TRACKED_HTTP_STATUS_CODES,
} from './constants.js'
import type { AnalyticsPayload, AnalyticsProps, SpecAnalyticsEvent } from './events.js'

export type CreateAnalyticsParameters = {
  /** Posts one payload; see `sendWithApi`. */
  send: (payload: AnalyticsPayload) => Promise<void>
  /** Whether analytics is on; INITIALIZE is sent either way. */
  isEnabled: boolean | (() => boolean)
  now?: (() => number) | undefined
  /** The page; default `location`, read lazily. */
  page?: (() => { url: string; domain: string }) | undefined
  eventId?: (() => string) | undefined
  /** Where 'Invalid App Configuration' is shown when the analytics endpoint answers 403. */
  alerts?: Pick<Alerts, 'show'> | undefined
}

export type Analytics = {
  /** Sends an event if the rules allow it; never throws or rejects. Resolves true when sent. */
  track(props: AnalyticsProps): Promise<boolean>
  /** Reports an error as an `error` event (INTERNAL_SDK_ERROR unless named), within the rate limit. */
  reportError(error: unknown, event?: SpecAnalyticsEvent): Promise<boolean>
}
export type CreateAnalyticsReturnType = Analytics

function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return 'unknown'
  }
}

function currentPage() {
  if (typeof location === 'undefined') return { url: '', domain: '' }
  return { url: location.href, domain: location.hostname }
}

/** A sender posting to `POST /e` through the services API client (which adds projectId, st, sv). */
/** Whether an HTTP status is one the product reports (403, 429, 500, 503). */
export function isTrackedHttpStatus(status: number): boolean {
  return (TRACKED_HTTP_STATUS_CODES as readonly number[]).includes(status)
}

/** The error fields of an analytics event, from any thrown value. */
function errorProps(error: unknown): Pick<AnalyticsProps, 'errorType' | 'errorMessage' | 'stackTrace'> {
  const limits = ANALYTICS_FIELD_LIMITS
  if (error instanceof Error) {
    const message = error instanceof BaseError ? error.shortMessage : error.message
    return {
      errorType: error.name.slice(0, limits.errorType),
      errorMessage: message.slice(0, limits.errorMessage),
      stackTrace: error.stack?.slice(0, limits.stackTrace),
    }
  }
  return { errorType: typeof error, errorMessage: String(error).slice(0, limits.errorMessage) }
}

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
  const eventId = parameters.eventId ?? (() => randomId())
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

  async function track(props: AnalyticsProps): Promise<boolean> {
    try {
      if (!allowed(props)) return false
      const { url, domain } = page()
      const payload = {
        eventId: eventId(),
        url: url.slice(0, ANALYTICS_FIELD_LIMITS.url),
        domain,
        timestamp: now(),
        props,
      }
      await parameters.send(payload)
      return true
    } catch (error) {
      // An origin refusal is the API client's 'Origin Not Allowed', which names the command that fixes it.
      if (
        error instanceof HttpRequestError &&
        error.status === ANALYTICS_FORBIDDEN_STATUS &&
        !isOriginRefusal(error)
      ) {
        parameters.alerts?.show('invalidAppConfiguration', {
          origin: originOf(page().url),
        })
      }
      // biome-ignore lint/suspicious/noConsole: analytics must never break the app; a debug line is enough
      console.debug('[appkit] analytics event not sent', error)
      return false
    }
  }

  return {
    track,
    reportError: (error, event = 'INTERNAL_SDK_ERROR') =>
      track({ type: 'error', event, ...errorProps(error) }),
  }
}
