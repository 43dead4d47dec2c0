/** The secure window's path on the secure site: the approval as a top-level page no host page can cover. */
export const APPROVAL_WINDOW_PATH = '/approval-window'
