import { expect, type Page, test } from '@playwright/test'
import { UI_APP_URL } from '../../playwright.config.js'
import { addOrigin } from '../../services/admin/addOrigin.js'
import { type AddProjectParameters, addProject } from '../../services/admin/addProject.js'
import { setFeature } from '../../services/admin/setFeature.js'
import { type ApiServer, startApiServer } from '../../services/api/startApiServer.js'
import { freePort } from '../../services/chain/freePort.js'
import type { Database } from '../../services/db/database.js'
import { openDatabase } from '../../services/db/openDatabase.js'
import { ALPHA_WALLET } from '../fixtures/uiWallets.js'
import { ModalPage } from './pages/modal.js'

// The services API of `appkit dev` (the same server, its own in-memory database), so each test can set
// its project up as `appkit admin` would: features, origins, rate limit.
let database: Database
let api: ApiServer

test.beforeAll(async () => {
  database = await openDatabase()
  api = await startApiServer({
    database,
    blockchain: { chains: [], tokens: [], prices: {} },
    host: '127.0.0.1',
    port: 0,
  })
})

test.afterAll(async () => {
  await api?.close()
  await database?.close()
})

const UI_ORIGIN = new URL(UI_APP_URL).origin
/**
 * An origin no project here allows. The page is served under it through a route (see servedAs), and so
 * is the API under FOREIGN_API: a public-looking page may not call a loopback address (Chromium's
 * private network rules), just as a deployed site calls a deployed API.
 */
const FOREIGN_ORIGIN = 'http://shop.walletdock.test:5274'
const FOREIGN_API = 'http://api.walletdock.test:4999'

/** A project of its own per test, allowing the UI test page's origin unless told otherwise. */
async function project(id: string, parameters: Partial<AddProjectParameters> = {}) {
  await addProject(database, { id, origins: [UI_ORIGIN], ...parameters })
  return id
}

const query = (projectId: string, apiUrl = api.url, extra = '') =>
  `api=${encodeURIComponent(apiUrl)}&project=${projectId}${extra ? `&${extra}` : ''}`

/** The paths the page asks the services API for, in order. */
function watchApi(page: Page, apiUrl = api.url) {
  const paths: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === new URL(apiUrl).origin && request.method() !== 'OPTIONS')
      paths.push(`${request.method()} ${url.pathname}`)
  })
  return paths
}

/**
 * Serves `target` as if it lived on `origin`: the browser sees that origin (and sends it as Origin),
 * the answers, CORS headers included, come from the real server.
 */
async function servedAs(page: Page, origin: string, target: string) {
  await page.route(`${origin}/**`, async (route) => {
    const url = new URL(route.request().url())
    // A reload cuts what is in flight; the browser then sees a failed request, as it would.
    const response = await route
      .fetch({ url: `${target}${url.pathname}${url.search}` })
      .catch(() => undefined)
    if (response) await route.fulfill({ response }).catch(() => undefined)
    else await route.abort('connectionreset').catch(() => undefined)
  })
}

/** The UI test page on FOREIGN_ORIGIN, talking to the API as FOREIGN_API. */
async function onForeignOrigin(page: Page) {
  await servedAs(page, FOREIGN_ORIGIN, UI_APP_URL)
  await servedAs(page, FOREIGN_API, api.url)
}

/** The user points at the wallet list: intent, so the instance starts. */
async function showIntent(modal: ModalPage) {
  await modal.open()
  await modal.wallet(/Alpha Wallet/).hover()
}

const eventsOf = async (projectId: string) =>
  (
    await database.query<{ event: string }>(
      'select event from analytics_events where project_id = $1 order by received_at',
      [projectId],
    )
  ).map((row) => row.event)

test("nothing is asked before the user acts; on intent the project config loads and 'Local configuration ignored' names what the dashboard overrode", async ({
  page,
}) => {
  const id = await project('pc-swaps-off', { features: { swaps: false } })
  const paths = watchApi(page)
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, query(id))
  await page.waitForLoadState('networkidle')
  await modal.open()
  await expect(modal.wallet(/Alpha Wallet/)).toBeVisible()
  // Connect lists the registry's recommended wallets (one /getWallets page of 4); nothing else yet.
  await expect.poll(() => paths.includes('GET /getWallets')).toBe(true)
  expect(paths.filter((path) => path !== 'GET /getWallets')).toEqual([])
  await modal.wallet(/Alpha Wallet/).hover()
  const alert = modal.dialog.getByRole('alert')
  await expect(alert).toContainText('Local configuration ignored')
  await expect(alert).toContainText(
    'The project configuration overrides these local settings: features.swaps',
  )
  await expect(alert).toHaveAttribute('data-type', 'warning')
  expect(paths.filter((path) => path === 'GET /appkit/v1/config')).toHaveLength(1)
})

test("spec 4, multi-wallet: the project configuration alone turns multiWallet on; the page's config does not name it, and ProfileWallets opens with no 'Multi-Wallet Not Enabled'", async ({
  page,
}) => {
  const id = await project('pc-multi-wallet', { features: { multiWallet: true } })
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, query(id))
  await modal.connectAndOpenAccount()
  await modal.dialog.getByRole('button', { name: /Alpha Wallet/ }).click()
  await expect(modal.title()).toHaveText('Wallets')
  await expect(modal.dialog.getByText('Multi-Wallet Not Enabled')).toHaveCount(0)
})

test('a plugin the dashboard turns off leaves nothing in the modal and loads nothing; turned on, it shows', async ({
  browser,
}) => {
  for (const swaps of [true, false]) {
    const id = await project(`pc-swap-probe-${swaps ? 'on' : 'off'}`, { features: { swaps } })
    const context = await browser.newContext()
    const page = await context.newPage()
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL, query(id, api.url, 'swapProbe'))
    await modal.connectAndOpenAccount()
    // Plugins are set up (or skipped) once the project config is in force.
    await page.evaluate(() => (Reflect.get(window, 'appKit') as { ready(): Promise<void> }).ready())
    await expect(modal.dialog.getByRole('button', { name: 'Swap probe' })).toHaveCount(swaps ? 1 : 0)
    const loaded = await page.evaluate(() => [
      Reflect.get(window, 'swapProbeLoaded') ?? false,
      Reflect.get(window, 'swapProbeSetUp') ?? false,
    ])
    expect(loaded).toEqual([swaps, swaps])
    await context.close()
  }
})

test("the dashboard's email and socials settings decide the embedded wallet's connect methods: email off leaves the social logins, socials off leaves the email field", async ({
  browser,
}) => {
  for (const off of ['email', 'socials'] as const) {
    const id = await project(`pc-embedded-${off}-off`)
    await setFeature(database, id, off, false)
    const context = await browser.newContext()
    const page = await context.newPage()
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL, query(id, api.url, 'embeddedWallet'))
    await modal.open()
    const email = modal.dialog.getByRole('textbox', { name: 'Email' })
    const google = modal.dialog.getByRole('button', { name: /Google/ })
    const farcaster = modal.dialog.getByRole('button', { name: 'Sign in with Farcaster' })
    // Before the project config (it loads on intent) the local defaults are in force: every method.
    await expect(email).toBeVisible()
    await expect(google).toBeVisible()
    await expect(farcaster).toBeVisible()
    await modal.wallet(/Alpha Wallet/).hover()
    await expect(modal.dialog.getByRole('alert')).toContainText('Local configuration ignored')
    if (off === 'email') {
      await expect(email).toHaveCount(0)
      await expect(google).toBeVisible()
      await expect(farcaster).toBeVisible()
    } else {
      await expect(google).toHaveCount(0)
      await expect(farcaster).toHaveCount(0)
      await expect(email).toBeVisible()
    }
    await context.close()
  }
})

test('Origin Not Allowed: the embedded wallet asks for the origin check and the page origin is not on the allow list; allowed once the origin is added', async ({
  page,
}) => {
  const id = await project('pc-foreign', { origins: ['https://app.walletdock.test'] })
  await onForeignOrigin(page)
  const paths = watchApi(page, FOREIGN_API)
  const modal = new ModalPage(page)
  await modal.goto(FOREIGN_ORIGIN, query(id, FOREIGN_API, 'embeddedWallet'))
  await showIntent(modal)
  const alert = modal.dialog.getByRole('alert')
  await expect(alert).toContainText('Origin Not Allowed')
  await expect(alert).toContainText(`Origin ${FOREIGN_ORIGIN} is not on the allow list`)
  // The registry's wallets, refused for this origin too, may show the (once) alert first.
  await expect.poll(() => paths).toContain('GET /projects/v1/origins')

  // `appkit admin add-origin pc-foreign http://shop.walletdock.test:5274`
  await addOrigin(database, id, FOREIGN_ORIGIN)
  await page.reload()
  paths.length = 0
  await showIntent(modal)
  await expect.poll(() => paths).toContain('GET /projects/v1/origins')
  await expect(modal.dialog.getByRole('alert')).toHaveCount(0)
  // Allowed, the page may now use the rest of the API: analytics started with it.
  await expect.poll(() => eventsOf(id)).toEqual(['INITIALIZE'])
})

test('with email and socials turned off on the dashboard the embedded wallet does not ask, and the origin is not checked', async ({
  page,
}) => {
  const id = await project('pc-no-login', { origins: ['https://app.walletdock.test'] })
  await setFeature(database, id, 'email', false)
  await setFeature(database, id, 'socials', false)
  await onForeignOrigin(page)
  const paths = watchApi(page, FOREIGN_API)
  const modal = new ModalPage(page)
  await modal.goto(FOREIGN_ORIGIN, query(id, FOREIGN_API, 'embeddedWallet'))
  await showIntent(modal)
  const alert = modal.dialog.getByRole('alert')
  await expect(alert).toContainText('Local configuration ignored')
  await expect(alert).toContainText('features.email, features.socials')
  expect(paths).toContain('GET /appkit/v1/config')
  expect(paths).not.toContain('GET /projects/v1/origins')
})

test("a project over its rate limit gets 'Rate Limited' for the app configuration", async ({ page }) => {
  const id = await project('pc-limited', { rateLimitPerMinute: 0 })
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, query(id))
  await showIntent(modal)
  await expect(modal.dialog.getByRole('alert')).toContainText(
    'Rate Limited Too many requests for the App Configuration',
  )
})

test("a services API that does not answer gives 'Server Error: Failed to get App Configuration'; the wallets still connect", async ({
  page,
}) => {
  const silent = `http://127.0.0.1:${await freePort()}`
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, query('pc-down', silent))
  await showIntent(modal)
  await expect(modal.dialog.getByRole('alert')).toContainText(
    'Server Error Failed to get App Configuration Network request failed',
  )
  await modal.connect(/Alpha Wallet/)
  await expect(page.getByTestId('status')).toHaveText(`connected ${ALPHA_WALLET.address}`)
})

test('debug false: the same alert goes to the console, not the modal', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  const silent = `http://127.0.0.1:${await freePort()}`
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, query('pc-quiet', silent, 'debug=false'))
  await showIntent(modal)
  await expect
    .poll(() => warnings)
    .toContain('[appkit] Server Error: Failed to get App Configuration Network request failed')
  await expect(modal.dialog.getByRole('alert')).toHaveCount(0)
})

test('INITIALIZE and /getAnalyticsConfig go out when the instance starts: on intent, then on reload with a stored session (no CONNECT_SUCCESS for the restore), and not before', async ({
  page,
}) => {
  const id = await project('pc-analytics')
  const paths = watchApi(page)
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, query(id))
  await page.waitForLoadState('networkidle')
  expect(paths).toEqual([])
  expect(await eventsOf(id)).toEqual([])

  await showIntent(modal)
  await expect.poll(() => eventsOf(id)).toEqual(['INITIALIZE'])
  expect(paths).toEqual(
    expect.arrayContaining(['GET /appkit/v1/config', 'GET /getAnalyticsConfig', 'POST /e']),
  )
  // The project has analytics on, so the connection is tracked too.
  await modal.connect(/Alpha Wallet/)
  await expect(page.getByTestId('status')).toHaveText(`connected ${ALPHA_WALLET.address}`)
  await expect.poll(() => eventsOf(id)).toEqual(['INITIALIZE', 'CONNECT_SUCCESS'])
  // props are the event data plus the connected address (spec section 3, Analytics event).
  const stored = await database.query<{ address: string | null }>(
    "select props->>'address' as address from analytics_events where project_id = $1 and event = 'CONNECT_SUCCESS'",
    [id],
  )
  expect(stored.map((row) => row.address)).toEqual([ALPHA_WALLET.address])

  // A stored session is restored without any action: the instance starts, and says so.
  paths.length = 0
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText(`connected ${ALPHA_WALLET.address}`)
  await expect
    .poll(async () => (await eventsOf(id)).filter((event) => event === 'INITIALIZE'))
    .toEqual(['INITIALIZE', 'INITIALIZE'])
  expect(paths).toContain('GET /getAnalyticsConfig')

  // The restore is no new connection: no second CONNECT_SUCCESS before the next event, a disconnect.
  await modal.open(ALPHA_WALLET.short)
  await modal.dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await expect
    .poll(() => eventsOf(id))
    .toEqual(['INITIALIZE', 'CONNECT_SUCCESS', 'INITIALIZE', 'DISCONNECT_SUCCESS'])
})
