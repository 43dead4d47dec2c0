import { describe, expect, it } from 'vitest'
import { ALERTS, alertForProviderMessage } from './catalogue.js'

describe('alert catalogue', () => {
  it('every alert of spec section 8 with its text', () => {
    const lines = Object.values(ALERTS).map(
      (alert) =>
        `${alert.type}${'once' in alert ? ' (once)' : ''}: ${alert.shortMessage} - ${alert.longMessage}`,
    )
    expect(lines).toMatchInlineSnapshot(`
      [
        "error: Network Not Found - The network you are switching to is not in the configured networks list. Add it to \`networks\`.",
        "error: Origin Not Allowed - Origin {origin} is not on the allow list. Add it to the allowed origins of your project.",
        "error: Network Error - Could not load embedded wallet - There was an issue loading the embedded wallet. Please try again later.",
        "error: Embedded Wallet Request Timed Out - There was an issue doing the request to the embedded wallet. Please try again later.",
        "error: Unverified Domain - The embedded wallet could not verify this domain. Check that it is allowed for your project.",
        "error: Invalid Project ID - The project id is not valid. Check \`projectId\` in your configuration.",
        "error: Project ID Not Configured - Set \`projectId\` in your configuration.",
        "error: Server Error - Failed to get App Configuration {detail}",
        "error: Rate Limited - Too many requests for the App Configuration. Please try again later.",
        "warning: Local configuration ignored - The project configuration overrides these local settings: {settings}",
        "error (once): Invalid App Configuration - Origin {origin} is not on the allow list. Update the project configuration.",
        "info: Multi-Wallet Not Enabled - Multi-wallet support is not enabled. Enable it in the project configuration.",
        "error (once): Origin Not Allowed - The relay refused this origin. Add it to the allowed origins of your project.",
        "error (once): Session Expired - JWT token not yet valid - please check your time settings and connect again.",
        "error (once): Invalid Project ID - The relay refused the project key. Check \`projectId\` in your configuration.",
      ]
    `)
  })

  it('provider messages are mapped to alerts (origin not allowed, JWT token not yet valid, invalid key)', () => {
    expect(alertForProviderMessage('Unauthorized: origin not allowed')).toBe('providerOriginNotAllowed')
    expect(alertForProviderMessage('JWT validation error: JWT Token is not yet valid')).toBe(
      'providerSessionExpired',
    )
    expect(alertForProviderMessage('Unauthorized: invalid key')).toBe('providerInvalidKey')
    expect(alertForProviderMessage('socket hang up')).toBeUndefined()
  })
})
