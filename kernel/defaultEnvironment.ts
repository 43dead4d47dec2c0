import type { ReadonlySignal } from '@preact/signals-core'
import { type Alerts, createAlerts } from './alerts/createAlerts.js'
import { createToasts, type Toasts } from './alerts/createToasts.js'
import { createAnalytics, sendWithApi } from './analytics/createAnalytics.js'
import type { AppKitConfig, Features } from './config/schema.js'
import { type ApiClient, createApiClient } from './http/createApiClient.js'
import { createHttp } from './http/createHttp.js'
import type { AnalyticsAccess, HttpAccess, StorageAccess } from './plugins/context.js'
import { SDK_TYPE, SDK_VERSION } from './sdk.js'
import { createPersistence } from './storage/createPersistence.js'

export type DefaultEnvironment = {
  storage: StorageAccess
  http: HttpAccess
  alerts: Alerts
  toasts: Toasts
  analytics: AnalyticsAccess
  /** The services API client, when `endpoints.api` is configured. */
  api: ApiClient | undefined
}

/**
 * The real storage (localStorage, read lazily), alerts, toasts, http and analytics of one instance.
 * Creating them does no I/O: nothing is read or sent until a flow needs it.
 */
export function defaultEnvironment(
  config: AppKitConfig,
  features: ReadonlySignal<Features>,
): DefaultEnvironment {
  const alerts = createAlerts()
  const api = config.endpoints.api
    ? createApiClient({
        baseUrl: config.endpoints.api,
        projectId: config.projectId,
        sdkType: SDK_TYPE,
        sdkVersion: SDK_VERSION,
      })
    : undefined
  const analytics = api
    ? createAnalytics({
        send: sendWithApi(api),
        isEnabled: () => !config.basic && features.value.analytics,
        alerts,
      })
    : { track: async () => false }
  return {
    storage: createPersistence(),
    http: createHttp(),
    alerts,
    toasts: createToasts(),
    analytics: { track: (event) => void analytics.track(event) },
    api,
  }
}
