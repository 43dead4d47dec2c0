import type { ReadonlySignal } from '@preact/signals-core'
import type { Alerts } from './alerts/createAlerts.js'
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
  analytics: AnalyticsAccess
  /** The services API client, when `endpoints.api` is configured. */
  api: ApiClient | undefined
}

/**
 * The real storage (localStorage, read lazily), http, services API client and analytics of one
 * instance. Creating them does no I/O: nothing is read or sent until a flow needs it.
 */
export function defaultEnvironment(
  config: AppKitConfig,
  features: ReadonlySignal<Features>,
  alerts: Alerts,
): DefaultEnvironment {
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
    analytics: { track: (event) => void analytics.track(event) },
    api,
  }
}
