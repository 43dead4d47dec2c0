import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.js'
import { startDevStack } from '../services/dev/startDevStack.js'
import { repoRoot, startHostApp } from './hostApp.js'

// Writes ConnectingFarcaster in light and dark to docs/screenshots/ (npx tsx scripts/screenshotsFarcaster.ts).
// Port base 7200 and the page on 127.0.0.1:7210, away from the tests' ports.
const outDir = fileURLToPath(new URL('../docs/screenshots', import.meta.url))
const HOST_ORIGIN = 'http://127.0.0.1:7210'
const stack = await startDevStack({
  portBase: 7200,
  dataDir: null,
  devJsonPath: null,
  origins: [HOST_ORIGIN],
})
const host = await startHostApp({
  host: '127.0.0.1',
  port: 7210,
  root: resolve(repoRoot, 'tests/e2e/embedded-app'),
})
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  for (const theme of ['light', 'dark'] as const) {
    const page = await browser.newPage({
      viewport: { width: 480, height: 900 },
      deviceScaleFactor: 2,
      colorScheme: theme,
    })
    const url = new URL('modal.html', `${HOST_ORIGIN}/`)
    url.searchParams.set('site', stack.info.secureSiteUrl ?? '')
    url.searchParams.set('projectId', stack.info.projectId)
    url.searchParams.set('api', stack.info.apiUrl)
    url.searchParams.set('rpcUrl', stack.info.rpcUrls['eip155:31337'] ?? '')
    await page.goto(url.toString())
    const dialog = page.getByRole('dialog')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('button', { name: 'Sign in with Farcaster' }).click()
    await dialog.locator('[data-farcaster-url]').waitFor({ timeout: 30_000 })
    await page.mouse.move(0, 0)
    await page.waitForTimeout(250)
    await dialog.screenshot({ path: `${outDir}/connecting-farcaster-${theme}.png`, animations: 'disabled' })
    console.info(`wrote docs/screenshots/connecting-farcaster-${theme}.png`)
    await page.close()
  }
} finally {
  await browser.close()
  await host.close()
  await stack.close()
}
