import { MULTI_WALLET_NOT_ENABLED } from './multiWalletNotEnabled.js'

export type AlertType = 'error' | 'warning' | 'info'

export type AlertDefinition = {
  id: string
  shortMessage: string
  /** May hold `{name}` placeholders filled from the values given to `show`. */
  longMessage: string
  type: AlertType
  /** Shown at most once per AppKit instance. */
  once?: boolean
}

/** Every alert of spec section 8, with its text. */
export const ALERTS = {
  networkNotFound: {
    id: 'networkNotFound',
    shortMessage: 'Network Not Found',
    longMessage:
      'The network you are switching to is not in the configured networks list. Add it to `networks`.',
    type: 'error',
  },
  originNotAllowed: {
    id: 'originNotAllowed',
    shortMessage: 'Origin Not Allowed',
    longMessage: 'Origin {origin} is not on the allow list. Add it to the allowed origins of your project.',
    type: 'error',
  },
  embeddedWalletLoadFailed: {
    id: 'embeddedWalletLoadFailed',
    shortMessage: 'Network Error - Could not load embedded wallet',
    longMessage: 'There was an issue loading the embedded wallet. Please try again later.',
    type: 'error',
  },
  embeddedWalletRequestTimeout: {
    id: 'embeddedWalletRequestTimeout',
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'There was an issue doing the request to the embedded wallet. Please try again later.',
    type: 'error',
  },
  unverifiedDomain: {
    id: 'unverifiedDomain',
    shortMessage: 'Unverified Domain',
    longMessage:
      'The embedded wallet could not verify this domain. Check that it is allowed for your project.',
    type: 'error',
  },
  invalidProjectId: {
    id: 'invalidProjectId',
    shortMessage: 'Invalid Project ID',
    longMessage: 'The project id is not valid. Check `projectId` in your configuration.',
    type: 'error',
  },
  projectIdNotConfigured: {
    id: 'projectIdNotConfigured',
    shortMessage: 'Project ID Not Configured',
    longMessage: 'Set `projectId` in your configuration.',
    type: 'error',
  },
  serverError: {
    id: 'serverError',
    shortMessage: 'Server Error',
    longMessage: 'Failed to get App Configuration {detail}',
    type: 'error',
  },
  rateLimited: {
    id: 'rateLimited',
    shortMessage: 'Rate Limited',
    longMessage: 'Too many requests for the App Configuration. Please try again later.',
    type: 'error',
  },
  localConfigurationIgnored: {
    id: 'localConfigurationIgnored',
    shortMessage: 'Local configuration ignored',
    longMessage: 'The project configuration overrides these local settings: {settings}',
    type: 'warning',
  },
  invalidAppConfiguration: {
    id: 'invalidAppConfiguration',
    shortMessage: 'Invalid App Configuration',
    longMessage: 'Origin {origin} is not on the allow list. Update the project configuration.',
    type: 'error',
    once: true,
  },
  multiWalletNotEnabled: MULTI_WALLET_NOT_ENABLED,
  providerOriginNotAllowed: {
    id: 'providerOriginNotAllowed',
    shortMessage: 'Origin Not Allowed',
    longMessage: 'The relay refused this origin. Add it to the allowed origins of your project.',
    type: 'error',
    once: true,
  },
  // spec 8's Session Expired: what the relay says when the clock makes the client's token invalid (8.11).
  providerSessionExpired: {
    id: 'providerSessionExpired',
    shortMessage: 'Session Expired',
    longMessage: 'JWT token not yet valid - please check your time settings and connect again.',
    type: 'error',
    once: true,
  },
  providerInvalidKey: {
    id: 'providerInvalidKey',
    shortMessage: 'Invalid Project ID',
    longMessage: 'The relay refused the project key. Check `projectId` in your configuration.',
    type: 'error',
    once: true,
  },
} as const satisfies Record<string, AlertDefinition>

export type AlertId = keyof typeof ALERTS

/**
 * Provider messages mapped to alerts (spec section 8), each shown once: the texts a relay closes the
 * socket with, matched whole so another error that merely says "invalid key" is not taken for one.
 */
const PROVIDER_MESSAGE_ALERTS: [RegExp, AlertId][] = [
  [/unauthorized: origin not allowed/i, 'providerOriginNotAllowed'],
  [/jwt token (is )?not yet valid/i, 'providerSessionExpired'],
  [/unauthorized: invalid key/i, 'providerInvalidKey'],
]

/** The alert a provider (relay) error message maps to, if any. */
export function alertForProviderMessage(message: string): AlertId | undefined {
  return PROVIDER_MESSAGE_ALERTS.find(([pattern]) => pattern.test(message))?.[1]
}
