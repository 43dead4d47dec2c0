import { describe, expect, it } from 'vitest'
import { ALERTS } from './catalogue.js'

describe('alert catalogue', () => {
  it('every alert of spec section 8 with its text', () => {
    const lines = Object.values(ALERTS).map(
      (alert) =>
        `${alert.type}${'once' in alert ? ' (once)' : ''}: ${alert.shortMessage} - ${alert.longMessage}`,
    )
    expect(lines).toMatchInlineSnapshot(`
      [
        "error: Network Not Found - The network you are switching to is not in the configured networks list. Add it to \`networks\`.",
        "error (once): Origin Not Allowed - Origin {origin} is not on the allow list. Add it to the allowed origins of your project: appkit admin add-origin {projectId} {origin}",
        "error: Invalid Project ID - The project id is not valid. Check \`projectId\` in your configuration.",
        "error: Project ID Not Configured - Set \`projectId\` in your configuration.",
        "error: Server Error - Failed to get App Configuration {detail}",
        "error: Rate Limited - Too many requests for the App Configuration. Please try again later.",
        "warning: Local configuration ignored - The project configuration overrides these local settings: {settings}",
        "error (once): Invalid App Configuration - Origin {origin} is not on the allow list. Update the project configuration.",
        "info: Multi-Wallet Not Enabled - Multi-wallet support is not enabled. Enable it in the project configuration.",
      ]
    `)
  })
})
