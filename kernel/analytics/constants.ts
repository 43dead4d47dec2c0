/** Analytics events go to POST /e (spec section 7). */
export const ANALYTICS_PATH = '/e'
/** Error reports: at most 5 per 60 s. */
export const ERROR_REPORT_LIMIT = 5
export const ERROR_REPORT_WINDOW_MS = 60_000
/** HTTP statuses worth an error report (spec section 9). */
export const TRACKED_HTTP_STATUS_CODES = [403, 429, 500, 503] as const
/** A 403 from analytics means the origin is not on the allowlist (spec section 8). */
export const ANALYTICS_FORBIDDEN_STATUS = 403
/** Whether analytics is on for the project (spec section 7). */
export const ANALYTICS_CONFIG_PATH = '/getAnalyticsConfig'
/** Field limits the services API enforces on POST /e; longer values are cut, not refused. */
export const ANALYTICS_FIELD_LIMITS = {
  url: 2048,
  errorType: 256,
  errorMessage: 4096,
  stackTrace: 16384,
} as const
