/** What the retry helper needs to know about the page: online, visible, and when that changes. */
export type RetryEnvironment = {
  isOnline(): boolean
  isVisible(): boolean
  /** Calls `listener` on online/visibility changes; returns the unsubscribe function. */
  onChange(listener: () => void): () => void
}

/** The browser's state, read lazily; in Node or SSR it is always online and visible. */
export const browserRetryEnvironment: RetryEnvironment = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  isVisible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  onChange(listener) {
    const target = typeof window === 'undefined' ? undefined : window
    const doc = typeof document === 'undefined' ? undefined : document
    target?.addEventListener('online', listener)
    target?.addEventListener('focus', listener)
    doc?.addEventListener('visibilitychange', listener)
    return () => {
      target?.removeEventListener('online', listener)
      target?.removeEventListener('focus', listener)
      doc?.removeEventListener('visibilitychange', listener)
    }
  },
}
