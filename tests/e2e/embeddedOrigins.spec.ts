import type { ViteDevServer } from 'vite'
import {
  expect,
  freshEmail,
  shownEmail,
  startEmbeddedHostApp,
  THIRD_PARTY_STORAGE_ALLOWED,
  test,
} from './embeddedStack.js'

// The secure origin may keep its share, as in embeddedPlugin.spec.ts.
test.use({ launchOptions: THIRD_PARTY_STORAGE_ALLOWED })

// Its own stack (port base 7280) and pages, so it runs without the e2e lock. Besides the host page
// (127.0.0.1:7291, allowed and verified), the same page on two origins that are not the kernel's
// always-allowed local ones: 127.0.0.3 is allowed but unverified, 127.0.0.2 is not allowed at all.
const UNVERIFIED = { host: '127.0.0.3', port: 7292 }
const UNVERIFIED_ORIGIN = `http://${UNVERIFIED.host}:${UNVERIFIED.port}`
const FOREIGN = { host: '127.0.0.2', port: 7293 }
const FOREIGN_ORIGIN = `http://${FOREIGN.host}:${FOREIGN.port}`
test.use({
  embeddedStackOptions: { portBase: 7280, hostPort: 7291, unverifiedOrigins: [UNVERIFIED_ORIGIN] },
})

const pages: ViteDevServer[] = []
test.beforeAll(async () => {
  pages.push(await startEmbeddedHostApp(UNVERIFIED.host, UNVERIFIED.port))
  pages.push(await startEmbeddedHostApp(FOREIGN.host, FOREIGN.port))
})
test.afterAll(async () => {
  for (const page of pages) await page.close()
})

test.describe('embedded wallet: the origin allow-list for email and socials', () => {
  test("an origin the project allows but has not verified sees 'Unverified Domain' in the email login, and the login still works", async ({
    page,
    stack,
  }) => {
    const url = stack.pageUrl('modal.html', UNVERIFIED_ORIGIN)
    // ?debug shows the kernel's alerts in the modal.
    url.searchParams.set('debug', '')
    await page.goto(url.toString())
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const modal = page.locator('appkit-modal dialog')
    const email = freshEmail('unverified')
    await modal.getByLabel('Email').fill(email)
    await modal.getByRole('button', { name: 'Continue' }).click()
    const alert = modal.getByRole('alert')
    await expect(alert).toContainText('Unverified Domain', { timeout: 30_000 })
    await expect(alert).toContainText('The embedded wallet could not verify this domain')
    await expect(alert).not.toContainText('Origin Not Allowed')
    // Unverified is still allowed: the secure site serves the frame here and mails the code.
    await modal.getByLabel('Code').fill(await stack.latestCode(email))
    await modal.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByLabel('Address', { exact: true })).toHaveText(/^0x[0-9a-fA-F]{40}$/, {
      timeout: 30_000,
    })
  })

  test('the verified host page sees no Unverified Domain alert', async ({ page, stack }) => {
    const url = stack.pageUrl('modal.html')
    url.searchParams.set('debug', '')
    await page.goto(url.toString())
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const modal = page.locator('appkit-modal dialog')
    const email = freshEmail('verified')
    await modal.getByLabel('Email').fill(email)
    await modal.getByRole('button', { name: 'Continue' }).click()
    await expect(modal.getByText(`Enter the code we sent to ${shownEmail(email)}`)).toBeVisible({
      timeout: 30_000,
    })
    await expect(modal.getByRole('alert')).toHaveCount(0)
  })

  test("social login on an origin that is not allowed: 'Origin Not Allowed', and nothing connects", async ({
    page,
    stack,
  }) => {
    const url = stack.pageUrl('modal.html', FOREIGN_ORIGIN)
    url.searchParams.set('debug', '')
    await page.goto(url.toString())
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const modal = page.locator('appkit-modal dialog')
    const popupOpened = page.waitForEvent('popup')
    await modal.getByRole('button', { name: 'GitHub', exact: true }).click()
    const popup = await popupOpened
    const alert = modal.getByRole('alert')
    await expect(alert).toContainText('Origin Not Allowed', { timeout: 30_000 })
    await expect(alert).toContainText(`Origin ${FOREIGN_ORIGIN} is not on the allow list`)
    // The secure site never starts a sign-in for this origin: the popup reaches no provider's login page.
    expect(popup.url().startsWith(stack.info.socialProviderUrl ?? '-')).toBe(false)
    await expect(page.getByLabel('Address', { exact: true })).toHaveText('')
  })
})
