/** A new toast replaces an open one after 150 ms (spec sections 2 and 9). */
export const TOAST_REPLACE_DELAY_MS = 150
