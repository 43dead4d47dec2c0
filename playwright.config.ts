import { defineConfig } from '@playwright/test'
import { EVM_E2E_URL } from './tests/e2e/app/constants.js'
import { EMBEDDED_E2E_PORT, EMBEDDED_E2E_URL } from './tests/e2e/embedded-app/constants.js'

/** Debian's Chromium; never a downloaded browser (see DEVELOPERS.md). */
export const CHROMIUM_PATH = process.env.APPKIT_CHROMIUM ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const DEMO_PORT = 5273
/** The local stack of the browser tests: api 4100, chains 4645 and 4646, Solana 4647 (websocket 4648), database in memory. */
/** The local stack the demo starts for the browser tests (services API on this port). */
export const DEMO_PORT_BASE = 4100
export const DEMO_API_URL = `http://127.0.0.1:${DEMO_PORT_BASE}`
/** The UI test page (tests/e2e/ui-app) with fixture wallets. */
export const UI_APP_URL = 'http://127.0.0.1:5274'

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'tests/e2e/.output',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // CI runs the suite on a loaded 2-core machine: an answer that takes 5 s there is slow, not wrong. Assertions wait
  // 10 s (a passing test waits no longer; a failing one fails 5 s later); checks that something does not happen
  // wait on their own terms.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `http://127.0.0.1:${DEMO_PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: `npx tsx scripts/demo.ts --port ${DEMO_PORT} --port-base ${DEMO_PORT_BASE} --memory`,
      url: `http://127.0.0.1:${DEMO_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx tsx scripts/serveApp.ts --root tests/e2e/ui-app --port 5274',
      url: `${UI_APP_URL}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The EVM e2e host page (tests/e2e/app) and its two anvil chains.
      command: 'npx tsx tests/e2e/app/serve.ts',
      url: EVM_E2E_URL,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The embedded-wallet host page (tests/e2e/embedded-app); the secure site is the demo stack's.
      command: `npx tsx scripts/serveApp.ts --root tests/e2e/embedded-app --port ${EMBEDDED_E2E_PORT}`,
      url: EMBEDDED_E2E_URL,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
