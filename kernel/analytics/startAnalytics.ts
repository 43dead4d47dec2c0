import type { Alerts } from '../alerts/createAlerts.js'
import type { ApiClient } from '../http/createApiClient.js'
import type { AnalyticsAccess } from '../plugins/context.js'
import { createAnalytics, sendWithApi } from './createAnalytics.js'
import { fetchAnalyticsEnabled } from './fetchAnalyticsEnabled.js'

export type StartAnalyticsParameters = {
  api: Pick<ApiClient, 'get' | 'send'>
  /** Where 'Invalid App Configuration' goes when the services API answers 403. */
  alerts?: Pick<Alerts, 'show'> | undefined
  /** The local switch (`features.analytics`, off in basic mode), read at each event. */
  isLocallyEnabled: () => boolean
  /** What INITIALIZE carries besides its name. */
  initialize?: Record<string, unknown> | undefined
  /** The connected address, read when an event is raised: its props carry it (spec section 3, Analytics event). */
  address?: (() => string | undefined) | undefined
  now?: (() => number) | undefined
  page?: (() => { url: string; domain: string }) | undefined
}

function pageOrigin(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.origin
}

/**
 * The analytics of an instance that has started (spec section 7): INITIALIZE goes out at once (it is
 * always sent), `/getAnalyticsConfig` asks whether the project has analytics on, and every other event
 * waits for that answer and is sent only when both the project and the local config say so. An event's
 * props carry the address connected when it was raised.
 */
export function startAnalytics(parameters: StartAnalyticsParameters): AnalyticsAccess {
  let projectEnabled = false
  // Locally off: the project's answer could not turn it on, so it is not asked.
  const known = parameters.isLocallyEnabled()
    ? fetchAnalyticsEnabled({ api: parameters.api, alerts: parameters.alerts, origin: pageOrigin() }).then(
        (enabled) => {
          projectEnabled = enabled
        },
      )
    : Promise.resolve()
  const analytics = createAnalytics({
    send: sendWithApi(parameters.api),
    isEnabled: () => projectEnabled && parameters.isLocallyEnabled(),
    alerts: parameters.alerts,
    now: parameters.now,
    page: parameters.page,
  })
  void analytics.track({ type: 'track', event: 'INITIALIZE', properties: parameters.initialize })
  return {
    track(event) {
      const address = parameters.address?.()
      const props = address === undefined ? event : { ...event, address }
      void known.then(() => analytics.track(props))
    },
  }
}
