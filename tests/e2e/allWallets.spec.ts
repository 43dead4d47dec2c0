import { expect, test } from '@playwright/test'
import { DEMO_API_URL, UI_APP_URL } from '../../playwright.config.js'
import { ModalPage } from './pages/modal.js'

// Against the real services API the demo's local stack runs (registry of 100+ wallets).
const query = `api=${encodeURIComponent(DEMO_API_URL)}&project=appkit-dev-project`

test('AllWallets pages through the registry 40 at a time with infinite scroll', async ({ page }) => {
  const pages: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/getWallets'))
      pages.push(new URL(request.url()).searchParams.get('page') ?? '')
  })
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, query)
  expect(pages).toEqual([])
  await modal.open()
  await modal.wallet('All Wallets').click()
  await expect(modal.title()).toHaveText('All Wallets')
  await expect(modal.dialog.getByText(/^\d+ wallets$/)).toBeVisible()
  const total = Number((await modal.dialog.getByText(/^\d+ wallets$/).textContent())?.split(' ')[0])
  expect(total).toBeGreaterThan(40) // more than one page of the eip155:1 wallets
  expect(pages).toEqual(['1'])
  const scroller = modal.dialog.locator('.scroller')
  for (let step = 0; step < 6 && !pages.includes('2'); step++) {
    await scroller.evaluate((node) => node.scrollBy(0, 1200))
    await page.waitForTimeout(150)
  }
  expect(pages).toContain('2')
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
  await modal.open()
  await modal.wallet('All Wallets').click()
  const started = Date.now()
  await modal.dialog.getByRole('searchbox', { name: 'Search wallet' }).fill('  rainbow ')
  await expect(modal.wallet(/^Rainbow/)).toBeVisible()
  expect(Date.now() - started).toBeGreaterThanOrEqual(300)
  expect(searches.at(-1)).toBe('rainbow')
  await modal.dialog.getByRole('searchbox', { name: 'Search wallet' }).fill('zzzz-no-such-wallet')
  await expect(modal.dialog.getByText('No wallet found')).toBeVisible()
  await modal.expectAccessible()
})
