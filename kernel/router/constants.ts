import type { ViewName } from './views.js'

/** spec section 2: view history starts at Connect. */
export const INITIAL_VIEW = 'Connect' satisfies ViewName
/** spec section 2: a modal action closes 100 ms after going back (also when `wentBack` is emitted). */
export const GO_BACK_SETTLE_MS = 100
