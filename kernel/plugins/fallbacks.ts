import { createMemoryPersistence } from '../connection/persistence.js'
import type { AlertsAccess, AnalyticsAccess, HttpAccess, StorageAccess, ToastsAccess } from './context.js'

/*
 * Stand-ins used when the host passes no environment: kernel/storage, kernel/http, kernel/alerts and
 * kernel/analytics replace them when wired in. None does any I/O when created.
 */

export function createConsoleAlerts(): AlertsAccess {
  return {
    show: ({ variant, message, detail }) => {
      const log = variant === 'error' || variant === 'warning' ? console.warn : console.info
      log(`[appkit] ${message}${detail ? `: ${detail}` : ''}`)
    },
  }
}

export function createSilentToasts(): ToastsAccess {
  return { show: () => {}, hide: () => {} }
}

export function createSilentAnalytics(): AnalyticsAccess {
  return { track: () => {} }
}

/** Looks up fetch at call time, so nothing is touched until a plugin makes a request. */
export function createGlobalHttp(): HttpAccess {
  return { fetch: (input, init) => globalThis.fetch(input, init) }
}

export function createMemoryStorage(): StorageAccess {
  return createMemoryPersistence()
}
