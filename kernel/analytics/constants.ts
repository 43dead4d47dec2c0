/** Analytics events go to POST /e (spec section 7). */
export const ANALYTICS_PATH = '/e'
/** Error reports: at most 5 per 60 s. */
export const ERROR_REPORT_LIMIT = 5
export const ERROR_REPORT_WINDOW_MS = 60_000
