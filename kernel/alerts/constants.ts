/** A new toast replaces an open one after 150 ms (spec sections 2 and 9). */
export const TOAST_REPLACE_DELAY_MS = 150
/**
 * A success or error toast hides itself after this long (the spec gives no figure; AppKit's snackbar hides
 * after a few seconds). A loading toast, and one that carries a link (a sent transaction), stay until
 * replaced or hidden, so the link can still be followed.
 */
export const TOAST_HIDE_MS = 6_000
