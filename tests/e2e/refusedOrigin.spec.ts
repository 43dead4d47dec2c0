import { expect, type Page, test } from '@playwright/test'
import { DEMO_API_URL, UI_APP_URL } from '../../playwright.config.js'
import { sh } from '../support/shell.js'
import { ModalPage } from './pages/modal.js'

// issue 24 item 3: the services API refuses a page origin. The modal says so with the catalogue's
// 'Origin Not Allowed', the origin to add and the command that adds it, never "could not be loaded";
// `appkit admin add-origin` against the running stack (Playwright's demo stack, through its admin
// channel in .appkit/admin.json) lets the page in at once, with no restart of the stack.

const PROJECT = 'appkit-dev-project'
/**
 * Not a loopback origin the dev project allows (it allows http://127.0.0.1:* and http://localhost:*): the
 * UI test page, served under this origin through a route, as a page on another host would be.
 */
const REFUSED_ORIGIN = 'http://127.0.0.2:5274'
const query = `api=${encodeURIComponent(DEMO_API_URL)}&project=${PROJECT}`

/** Serves the UI test page as if it lived on `origin`: the browser sends that Origin to the API. */
async function servedAs(page: Page, origin: string) {
  await page.route(`${origin}/**`, async (route) => {
    const url = new URL(route.request().url())
    const response = await route
      .fetch({ url: `${UI_APP_URL}${url.pathname}${url.search}` })
      .catch(() => undefined)
    if (response) await route.fulfill({ response }).catch(() => undefined)
    else await route.abort('connectionreset').catch(() => undefined)
  })
}

test('a refused origin: the Origin Not Allowed alert names the origin and the command; after `appkit admin add-origin` on the running stack the wallet list loads', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const refusals: string[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin === DEMO_API_URL && response.status() === 403) refusals.push(url.pathname)
  })
  await servedAs(page, REFUSED_ORIGIN)
  const modal = new ModalPage(page)
  await modal.goto(REFUSED_ORIGIN, query)
  await modal.open()

  // The recommended wallets' request is refused, readably: the alert says what to run.
  const alert = modal.dialog.getByRole('alert')
  await expect(alert).toContainText('Origin Not Allowed')
  await expect(alert).toContainText(
    `Origin ${REFUSED_ORIGIN} is not on the allow list. Add it to the allowed origins of your project: appkit admin add-origin ${PROJECT} ${REFUSED_ORIGIN}`,
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
    REFUSED_ORIGIN,
  ])
  expect(added.stdout).toContain(REFUSED_ORIGIN)

  // No restart, no reload: the next request is answered and the wallet list loads.
  await modal.dialog.getByRole('button', { name: 'Dismiss' }).click()
  await modal.dialog.getByRole('button', { name: 'Back' }).click()
  await modal.wallet('All Wallets').click()
  await expect(modal.dialog.getByText(/^\d+ wallets$/)).toBeVisible()
  await expect(modal.wallet(/^MetaMask/)).toBeVisible()
  await expect(modal.dialog.getByRole('alert')).toHaveCount(0)
})
