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

/** The kernel's alerts of spec section 8, with their text; a plugin declares its own (defineAlert). */
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
    longMessage:
      'Origin {origin} is not on the allow list. Add it to the allowed origins of your project: appkit admin add-origin {projectId} {origin}',
    type: 'error',
    // Every refused request reports it (the wallet list, balances, tokens): the user sees it once.
    once: true,
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
} as const satisfies Record<string, AlertDefinition>

export type AlertId = keyof typeof ALERTS
