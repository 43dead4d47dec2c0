import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import type { ViteDevServer } from 'vite'
import { DEMO_API_URL } from '../../playwright.config.js'
import { repoRoot, startHostApp } from '../../scripts/hostApp.js'
import { freePort } from '../../services/chain/freePort.js'
import { sh } from '../support/shell.js'
import { ModalPage } from './pages/modal.js'

// issue 24 item 3: the services API refuses a page origin. The modal says so with the catalogue's
// 'Origin Not Allowed', the origin to add and the command that adds it, never "could not be loaded";
// `appkit admin add-origin` against the running stack (Playwright's demo stack, through its admin
// channel in .appkit/admin.json) lets the page in at once, with no restart of the stack.

const PROJECT = 'appkit-dev-project'
/**
 * Not an origin the dev project allows (it allows http://127.0.0.1:* and http://localhost:*): the UI test
 * page served from another loopback address, as a page on another host would be (a real server, so
 * Chromium's private network rules see a local page calling a local API).
 */
const REFUSED_HOST = '127.0.0.2'
const query = `api=${encodeURIComponent(DEMO_API_URL)}&project=${PROJECT}`
let refusedApp: ViteDevServer | undefined
let refusedOrigin: string

test.beforeAll(async () => {
  const port = await freePort()
  refusedOrigin = `http://${REFUSED_HOST}:${port}`
  refusedApp = await startHostApp({ host: REFUSED_HOST, port, root: resolve(repoRoot, 'tests/e2e/ui-app') })
})

test.afterAll(async () => {
  await refusedApp?.close()
})

test('a refused origin: the Origin Not Allowed alert names the origin and the command; after `appkit admin add-origin` on the running stack the wallet list loads', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const refusals: string[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin === DEMO_API_URL && response.status() === 403) refusals.push(url.pathname)
  })
  const modal = new ModalPage(page)
  await modal.goto(refusedOrigin, query)
  await modal.open()

  // The recommended wallets' request is refused, readably: the alert says what to run.
  const alert = modal.dialog.getByRole('alert')
  await expect(alert).toContainText('Origin Not Allowed')
  await expect(alert).toContainText(
    `Origin ${refusedOrigin} is not on the allow list. Add it to the allowed origins of your project: appkit admin add-origin ${PROJECT} ${refusedOrigin}`,
  )
  expect(refusals).toContain('/getWallets')
  // All Wallets is refused too: the alert stands for it, no "could not be loaded".
  await modal.wallet('All Wallets').click()
  await expect(modal.title()).toHaveText('All Wallets')
  await expect.poll(() => refusals.filter((path) => path === '/getWallets').length).toBeGreaterThan(1)
  await expect(modal.dialog.locator('.scroller')).toHaveAttribute('aria-busy', 'false')
  await expect(modal.dialog.getByText('The wallet list could not be loaded.')).toHaveCount(0)
  await expect(modal.dialog.getByText('No wallet found')).toHaveCount(0)
  await expect(modal.dialog.getByRole('alert')).toHaveCount(1)

  // The command the alert gives, against the running stack: it reaches it through its admin channel.
  const added = await sh(process.cwd(), 'npx', [
    'tsx',
    'cli/bin.ts',
    'admin',
    'add-origin',
    PROJECT,
    refusedOrigin,
  ])
  expect(added.stdout).toContain(refusedOrigin)

  // No restart, no reload: the next request is answered and the wallet list loads.
  await modal.dialog.getByRole('button', { name: 'Dismiss' }).click()
  await modal.dialog.getByRole('button', { name: 'Back' }).click()
  await modal.wallet('All Wallets').click()
  await expect(modal.dialog.getByText(/^\d+ wallets$/)).toBeVisible()
  await expect(modal.wallet(/^MetaMask/)).toBeVisible()
  await expect(modal.dialog.getByRole('alert')).toHaveCount(0)
})
