import { expect, test } from '@playwright/test'
import { initialsOf } from '../../kernel/rules/monogram.js'
import { DEMO_API_URL, UI_APP_URL } from '../../playwright.config.js'
import { ModalPage } from './pages/modal.js'

/** spec section 9: image preload timeout 2 s. */
const IMAGE_TIMEOUT_MS = 2_000

// Against the real services API the demo's local stack runs (registry of 100+ wallets).
const query = `api=${encodeURIComponent(DEMO_API_URL)}&project=appkit-dev-project`

/** Opens Connect and waits for its list to settle: the 2 page wallets, 4 recommended, All Wallets. */
async function openConnect(modal: ModalPage) {
  await modal.open()
  await expect(modal.dialog.locator('[data-wallet-entry]')).toHaveCount(7)
}

test('AllWallets pages through the registry 40 at a time with infinite scroll', async ({ page }) => {
  const pages: string[] = []
  page.on('request', (request) => {
    const params = new URL(request.url()).searchParams
    if (request.url().includes('/getWallets') && params.get('entries') === '40')
      pages.push(params.get('page') ?? '')
  })
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, query)
  expect(pages).toEqual([])
  await openConnect(modal)
  await modal.wallet('All Wallets').click()
  await expect(modal.title()).toHaveText('All Wallets')
  await expect(modal.dialog.getByText(/^\d+ wallets$/)).toBeVisible()
  const total = Number((await modal.dialog.getByText(/^\d+ wallets$/).textContent())?.split(' ')[0])
  expect(total).toBeGreaterThan(40) // more than one page of the registry
  expect(pages).toEqual(['1'])
  const scroller = modal.dialog.locator('.scroller')
  // Scroll until the next page is asked for: a state, not a duration.
  await expect
    .poll(async () => {
      await scroller.evaluate((node) => node.scrollBy(0, 1200))
      return pages.includes('2')
    })
    .toBe(true)
  // Only the rows in view are in the DOM (virtual list).
  expect(await modal.dialog.locator('[data-wallet-entry]').count()).toBeLessThan(40)
})

test('search is trimmed, waits at least 300 ms, and finds a wallet by name', async ({ page }) => {
  const searches: string[] = []
  page.on('request', (request) => {
    const search = new URL(request.url()).searchParams.get('search')
    if (request.url().includes('/getWallets') && search !== null) searches.push(search)
  })
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, query)
  await openConnect(modal)
  await modal.wallet('All Wallets').click()
  const started = Date.now()
  await modal.dialog.getByRole('searchbox', { name: 'Search wallet' }).fill('  rainbow ')
  await expect.poll(() => searches.at(-1)).toBe('rainbow')
  await expect(modal.wallet(/^Rainbow/)).toBeVisible()
  expect(Date.now() - started).toBeGreaterThanOrEqual(300)
  await modal.dialog.getByRole('searchbox', { name: 'Search wallet' }).fill('zzzz-no-such-wallet')
  await expect(modal.dialog.getByText('No wallet found')).toBeVisible()
  await modal.expectAccessible()
})

test('typing a search is debounced 500 ms: one request for the whole word, not one per key', async ({
  page,
}) => {
  const searches: string[] = []
  page.on('request', (request) => {
    const search = new URL(request.url()).searchParams.get('search')
    if (request.url().includes('/getWallets') && search !== null) searches.push(search)
  })
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, query)
  await openConnect(modal)
  await modal.wallet('All Wallets').click()
  await expect(modal.dialog.getByText(/^\d+ wallets$/)).toBeVisible()
  // Keys 50 ms apart: well inside the 500 ms debounce, so only the last text is searched.
  await modal.dialog
    .getByRole('searchbox', { name: 'Search wallet' })
    .pressSequentially('rainbow', { delay: 50 })
  // Requests for the partial words would have gone out before the whole word's.
  await expect.poll(() => searches.at(-1)).toBe('rainbow')
  expect(searches).toEqual(['rainbow'])
  await expect(modal.wallet(/^Rainbow/)).toBeVisible()
})

type Listing = { name: string; image_url: string }

test("Connect lists the registry's recommended wallets, 4 per request, after the page's own", async ({
  page,
}) => {
  const recommendedRequests: string[] = []
  const engineLoads: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('/kernel/start.ts')) engineLoads.push(url.pathname)
    if (request.url().includes('/getWallets') && url.searchParams.get('entries') === '4')
      recommendedRequests.push(url.searchParams.get('page') ?? '')
  })
  const answer = page.waitForResponse(
    (response) =>
      response.url().includes('/getWallets') && new URL(response.url()).searchParams.get('entries') === '4',
  )
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, query)
  await modal.open()
  const { data } = (await (await answer).json()) as { data: Listing[] }
  expect(data).toHaveLength(4)
  const expected = ['Alpha Wallet', 'Beta Wallet', ...data.map((wallet) => wallet.name), 'All Wallets']
  await expect(modal.dialog.locator('[data-wallet-entry] .list-item-name')).toHaveText(expected)
  // Listing them did not start the engine: opening the modal never does.
  expect(engineLoads).toEqual([])
  // Opening AllWallets and coming back asks for them no more: one request per instance.
  await modal.wallet('All Wallets').click()
  await expect(modal.title()).toHaveText('All Wallets')
  await modal.dialog.getByRole('button', { name: 'Back' }).click()
  await expect(modal.dialog.locator('[data-wallet-entry] .list-item-name')).toHaveText(expected)
  expect(recommendedRequests).toEqual(['1'])
})

/** Opens AllWallets and returns the registry's first page as the services API sent it. */
async function openAllWallets(modal: ModalPage): Promise<Listing[]> {
  const firstPage = modal.page.waitForResponse(
    (response) =>
      response.url().includes('/getWallets') &&
      new URL(response.url()).searchParams.get('page') === '1' &&
      new URL(response.url()).searchParams.get('entries') === '40',
  )
  await modal.goto(UI_APP_URL, query)
  await openConnect(modal)
  await modal.wallet('All Wallets').click()
  await expect(modal.title()).toHaveText('All Wallets')
  const { data } = (await (await firstPage).json()) as { data: Listing[] }
  expect(data.length).toBe(40)
  return data
}

test("AllWallets lists the installed wallets first, before the registry's", async ({ page }) => {
  const modal = new ModalPage(page)
  const registry = await openAllWallets(modal)
  await expect(modal.wallet(new RegExp(`^${registry[0]?.name}`))).toBeVisible()
  const names = await modal.dialog.locator('[data-wallet-entry] .list-item-name').allTextContents()
  expect(names.slice(0, 3)).toEqual(['Alpha Wallet', 'Beta Wallet', registry[0]?.name])
  await expect(modal.wallet(/Alpha Wallet/)).toContainText('Installed')
})

test('featured wallets sort after the installed ones, in the order configured, in Connect and ahead of the registry in AllWallets', async ({
  page,
}) => {
  // Two registry wallets far down the first page, featured in reverse registry order.
  const ids: Record<string, string> = {}
  for (const name of ['Zerion', 'Argent']) {
    const response = await page.request.get(
      `${DEMO_API_URL}/getWallets?projectId=appkit-dev-project&st=appkit&sv=test&page=1&entries=1&search=${name}`,
      { headers: { origin: new URL(UI_APP_URL).origin } },
    )
    const { data } = (await response.json()) as { data: { id: string }[] }
    ids[name] = data[0]?.id ?? ''
  }
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, `${query}&featured=${ids.Argent}&featured=${ids.Zerion}`)
  await modal.open()
  // Connect: installed, then featured, then the way into the registry. This page has no connector
  // that pairs registry wallets (no walletconnect plugin), so the featured ones are "get" links.
  await expect(modal.dialog.getByRole('link', { name: /^Argent/ })).toContainText('Get wallet')
  await expect(modal.wallet('All Wallets')).toBeVisible()
  // After them the 4 recommended registry wallets (the featured ones are not asked for twice).
  await expect(modal.dialog.locator('[data-wallet-entry]')).toHaveCount(9)
  const connectNames = await modal.dialog.locator('[data-wallet-entry] .list-item-name').allTextContents()
  expect(connectNames.slice(0, 4)).toEqual(['Alpha Wallet', 'Beta Wallet', 'Argent', 'Zerion'])
  expect(connectNames.at(-1)).toBe('All Wallets')
  expect(connectNames.filter((name) => name === 'Argent' || name === 'Zerion')).toHaveLength(2)
  await modal.wallet('All Wallets').click()
  await expect(modal.wallet(/^Argent/)).toBeVisible()
  await expect(modal.wallet(/^MetaMask/)).toBeVisible()
  const names = await modal.dialog.locator('[data-wallet-entry] .list-item-name').allTextContents()
  expect(names.slice(0, 5)).toEqual(['Alpha Wallet', 'Beta Wallet', 'Argent', 'Zerion', 'MetaMask'])
  // Listed once: the featured entry stands for its registry entry.
  expect(names.filter((name) => name === 'Zerion')).toHaveLength(1)
})

test('the first 20 images of a page are prefetched, not only those of the rows on screen', async ({
  page,
}) => {
  const images = new Set<string>()
  page.on('request', (request) => {
    if (request.url().includes('/getWalletImage/')) images.add(request.url())
  })
  const modal = new ModalPage(page)
  const registry = await openAllWallets(modal)
  await expect.poll(() => images.size).toBeGreaterThanOrEqual(20)
  // Fewer rows are in the DOM than images were fetched: the list did not ask for them all.
  expect(await modal.dialog.locator('[data-wallet-entry] img').count()).toBeLessThan(20)
  expect([...images].sort()).toEqual(
    registry
      .slice(0, 20)
      .map((wallet) => wallet.image_url)
      .sort(),
  )
})

test('a wallet image that does not load within 2 s falls back to a monogram', async ({ page }) => {
  // The services never answer an image request: each stays pending.
  await page.route('**/getWalletImage/**', () => undefined)
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, query)
  await openConnect(modal)
  // When each image element enters and leaves the modal, timed in the page.
  await page.evaluate(() => {
    const root = document.querySelector('appkit-modal')?.shadowRoot
    if (!root) throw new Error('no modal shadow root')
    const added: Record<string, number> = {}
    const removed: Record<string, number> = {}
    Object.assign(window, { imageTimes: { added, removed } })
    const imagesIn = (node: Node) =>
      node instanceof HTMLImageElement
        ? [node]
        : node instanceof Element
          ? [...node.querySelectorAll('img')]
          : []
    new MutationObserver((records) => {
      const at = performance.now()
      for (const record of records) {
        for (const node of record.addedNodes) for (const image of imagesIn(node)) added[image.src] ??= at
        for (const node of record.removedNodes) for (const image of imagesIn(node)) removed[image.src] = at
      }
    }).observe(root, { childList: true, subtree: true })
  })
  const firstPage = page.waitForResponse(
    (response) =>
      response.url().includes('/getWallets') && new URL(response.url()).searchParams.get('entries') === '40',
  )
  await modal.wallet('All Wallets').click()
  const { data } = (await (await firstPage).json()) as { data: Listing[] }
  const first = data[0] as Listing
  const row = modal.wallet(new RegExp(`^${first.name}`))
  // While it loads, the image element waits (hidden) over the monogram.
  await expect(row.locator('img')).toHaveCount(1)
  await expect(row.locator('.monogram')).toHaveText(initialsOf(first.name))
  // After the 2 s image timeout it is dropped and the monogram stays.
  await expect(row.locator('img')).toHaveCount(0, { timeout: 5_000 })
  await expect(row.locator('.monogram')).toHaveText(initialsOf(first.name))
  const times = await page.evaluate(
    () =>
      (
        window as unknown as {
          imageTimes: { added: Record<string, number>; removed: Record<string, number> }
        }
      ).imageTimes,
  )
  const shownFor = (times.removed[first.image_url] ?? 0) - (times.added[first.image_url] ?? 0)
  expect(shownFor).toBeGreaterThanOrEqual(IMAGE_TIMEOUT_MS - 50)
  expect(shownFor).toBeLessThan(IMAGE_TIMEOUT_MS + 1_000)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

test('a wallet image that loads replaces the monogram', async ({ page }) => {
  const modal = new ModalPage(page)
  const registry = await openAllWallets(modal)
  const row = modal.wallet(new RegExp(`^${registry[0]?.name}`))
  await expect(row.locator('img')).toBeVisible()
  await expect(row.locator('.monogram')).toHaveCount(0)
})

test('without a plugin that pairs registry wallets, the registry\'s wallets are "Get wallet" links to their homepage, never connectable', async ({
  page,
}) => {
  const answer = page.waitForResponse(
    (response) =>
      response.url().includes('/getWallets') && new URL(response.url()).searchParams.get('entries') === '4',
  )
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, query)
  await modal.open()
  const { data } = (await (await answer).json()) as { data: (Listing & { homepage: string | null })[] }
  const recommended = data[0] as Listing & { homepage: string }
  // The page's own wallets connect; the registry's link to where they are got.
  await expect(modal.dialog.getByRole('button', { name: /^Alpha Wallet/ })).toContainText('Installed')
  const link = modal.dialog.getByRole('link', { name: new RegExp(`^${recommended.name}`) })
  await expect(link).toContainText('Get wallet')
  await expect(link).toHaveAttribute('href', recommended.homepage)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(modal.dialog.getByRole('button', { name: new RegExp(`^${recommended.name}`) })).toHaveCount(0)
  // Following it opens the homepage in a new tab; the modal stays on Connect with no error toast.
  await page.context().route(recommended.homepage, (route) => route.fulfill({ body: 'homepage' }))
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()])
  await expect.poll(() => tab.url()).toContain(new URL(recommended.homepage).host)
  await expect(modal.title()).toHaveText('Connect Wallet')
  await expect(page.locator('appkit-modal').locator('.toast')).toHaveCount(0)
  // All Wallets: every registry row is a link too.
  await modal.wallet('All Wallets').click()
  await expect(modal.title()).toHaveText('All Wallets')
  await expect(modal.dialog.getByRole('link', { name: /^MetaMask/ })).toHaveAttribute(
    'href',
    'https://metamask.io',
  )
})
