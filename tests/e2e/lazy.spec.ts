import { expect, type Page, test } from '@playwright/test'
import { DEMO_API_URL, UI_APP_URL } from '../../playwright.config.js'
import { ALPHA_WALLET } from '../fixtures/uiWallets.js'
import { ModalPage } from './pages/modal.js'

// The page names a services API on another origin, so "nothing off its own origin" can fail.
const QUERY = `api=${encodeURIComponent(DEMO_API_URL)}&project=appkit-dev-project`
const QUIET_MS = 500

/** Every request the page makes, and a wait until the network has been quiet for a while. */
function watchRequests(page: Page) {
  const urls: string[] = []
  let inFlight = 0
  let lastActivity = Date.now()
  page.on('request', (request) => {
    urls.push(request.url())
    inFlight++
    lastActivity = Date.now()
  })
  const settle = () => {
    inFlight--
    lastActivity = Date.now()
  }
  page.on('requestfinished', settle)
  page.on('requestfailed', settle)
  return {
    urls,
    /** Resolves once nothing is loading and nothing started for QUIET_MS. */
    async quiet() {
      await expect
        .poll(() => inFlight === 0 && Date.now() - lastActivity >= QUIET_MS, { timeout: 15_000 })
        .toBe(true)
    },
  }
}

/** After this, any request the page makes fails, as if the network were gone. */
async function cutNetwork(page: Page) {
  await page.route('**/*', (route) => route.abort('internetdisconnected'))
}

// The dev server serves each source module at its path; views and the modal's content live here.
const VIEW_OR_CONTENT_MODULE = /\/ui\/(views|modal\/content)\b|\/views\//

test.describe('lazy by design', () => {
  test('before any interaction the page requests no view chunk and makes no request off its own origin', async ({
    page,
  }) => {
    const requests = watchRequests(page)
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL, QUERY)
    await requests.quiet()
    await expect(page.locator('appkit-modal')).toHaveCount(1)
    const origin = new URL(UI_APP_URL).origin
    expect(requests.urls.filter((url) => new URL(url).origin !== origin)).toEqual([])
    expect(requests.urls.filter((url) => VIEW_OR_CONTENT_MODULE.test(new URL(url).pathname))).toEqual([])
  })

  test('once the instance starts (here ready()), it asks the services API for the project config and analytics switch and sends INITIALIZE, and nothing else', async ({
    page,
  }) => {
    const requests = watchRequests(page)
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL, QUERY)
    await requests.quiet()
    const before = requests.urls.length
    await page.evaluate(() => (window as unknown as { appKit: { ready(): Promise<void> } }).appKit.ready())
    await requests.quiet()
    const api = new URL(DEMO_API_URL).origin
    const offOrigin = requests.urls
      .slice(before)
      .filter((url) => new URL(url).origin !== new URL(UI_APP_URL).origin)
    expect(offOrigin.map((url) => `${new URL(url).origin} ${new URL(url).pathname}`).sort()).toEqual([
      `${api} /appkit/v1/config`,
      `${api} /e`,
      `${api} /getAnalyticsConfig`,
    ])
  })

  test('without intent the modal content is not in the page: a click with the network cut shows the first view (the installed wallets) and the content fails to load', async ({
    page,
  }) => {
    const requests = watchRequests(page)
    const failures: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text())
    })
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL, QUERY)
    await requests.quiet()
    await cutNetwork(page)
    await modal.open()
    await expect
      .poll(() => failures.some((text) => text.includes('the modal content failed to load')))
      .toBe(true)
    await expect(modal.wallet(/Alpha Wallet/)).toBeVisible()
  })

  test('hovering the connect button (intent) loads the modal content before the click', async ({ page }) => {
    const requests = watchRequests(page)
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL, QUERY)
    await requests.quiet()
    const before = requests.urls.length
    await modal.opener().hover()
    await expect.poll(() => requests.urls.length).toBeGreaterThan(before)
    await requests.quiet()
    // Nothing can load any more: the click must find the modal's content already there.
    await cutNetwork(page)
    await modal.open()
    await expect(modal.title()).toHaveText('Connect Wallet')
    await expect(modal.wallet(/Alpha Wallet/)).toBeVisible()
  })

  test('focusing the connect button (intent) loads the modal content before Enter opens it', async ({
    page,
  }) => {
    const requests = watchRequests(page)
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL, QUERY)
    await requests.quiet()
    const before = requests.urls.length
    await modal.opener().focus()
    await expect.poll(() => requests.urls.length).toBeGreaterThan(before)
    await requests.quiet()
    await cutNetwork(page)
    await page.keyboard.press('Enter')
    await expect(modal.dialog).toBeVisible()
    await expect(modal.wallet(/Alpha Wallet/)).toBeVisible()
  })
})

test.describe('the engine loads when it is needed', () => {
  test('opening the modal lists the wallets without the engine; pointing at the wallet list loads it', async ({
    page,
  }) => {
    const requests = watchRequests(page)
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    await modal.open()
    await expect(modal.wallet(/Alpha Wallet/)).toBeVisible()
    await requests.quiet()
    const engine = (url: string) => new URL(url).pathname.endsWith('/kernel/start.ts')
    expect(requests.urls.filter(engine)).toEqual([])
    await modal.wallet(/Alpha Wallet/).hover()
    await expect.poll(() => requests.urls.filter(engine).length).toBe(1)
    // Connecting then finds it ready.
    await modal.connect(/Alpha Wallet/)
    await expect(page.getByTestId('status')).toHaveText(`connected ${ALPHA_WALLET.address}`)
  })
})
