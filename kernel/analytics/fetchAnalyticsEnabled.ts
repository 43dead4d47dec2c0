import * as z from 'zod/mini'
import type { Alerts } from '../alerts/createAlerts.js'
import { HttpRequestError, isOriginRefusal } from '../errors/http.js'
import type { ApiClient } from '../http/createApiClient.js'
import { ANALYTICS_CONFIG_PATH, ANALYTICS_FORBIDDEN_STATUS } from './constants.js'

const analyticsConfigSchema = z.looseObject({ isAnalyticsEnabled: z.boolean() })

export type FetchAnalyticsEnabledParameters = {
  api: Pick<ApiClient, 'get'>
  alerts?: Pick<Alerts, 'show'> | undefined
  /** The page origin named in the alert. */
  origin?: string | undefined
}

/**
 * `GET /getAnalyticsConfig`: whether the project has analytics on. Any failure reads as off; a 403
 * (origin not on the allowlist) also shows 'Invalid App Configuration' once.
 */
export async function fetchAnalyticsEnabled(parameters: FetchAnalyticsEnabledParameters): Promise<boolean> {
  try {
    const body = await parameters.api.get({ path: ANALYTICS_CONFIG_PATH, schema: analyticsConfigSchema })
    return body.isAnalyticsEnabled
  } catch (error) {
    // An origin refusal is the API client's 'Origin Not Allowed', which names the command that fixes it.
    if (
      error instanceof HttpRequestError &&
      error.status === ANALYTICS_FORBIDDEN_STATUS &&
      !isOriginRefusal(error)
    ) {
      parameters.alerts?.show('invalidAppConfiguration', { origin: parameters.origin ?? 'unknown' })
    }
    return false
  }
}
