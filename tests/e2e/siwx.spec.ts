import { expect, type Page, test } from '@playwright/test'
import { DEMO_API_URL, UI_APP_URL } from '../../playwright.config.js'
import { ALPHA_WALLET } from '../fixtures/uiWallets.js'
import { ModalPage } from './pages/modal.js'
import { walletOf } from './pages/uiWallets.js'

// Sign-in with the wallet (plugins/siwx) on the UI test page: the Alpha extension wallet signs with its
// key (personal_sign) against the local stack's anvil chains; sessions live in the page's store.

const SESSIONS = '@appkit/siwx-sessions'
const signView = (modal: ModalPage) => modal.dialog.locator('[data-siwx-view]')
const status = (page: Page) => page.getByTestId('status')
const storedSessions = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { session: { data: { chainId: string } } }[],
    SESSIONS,
  )
const closeButton = (modal: ModalPage) => modal.dialog.getByRole('button', { name: 'Close' })

async function connectUntilAsked(modal: ModalPage) {
  await modal.open()
  await modal.connect(ALPHA_WALLET.name)
  await expect(signView(modal)).toBeVisible()
  await expect(modal.title()).toHaveText('Sign In')
}

test('required: connect asks to sign with close disabled; the session survives a reload; disconnect signs out', async ({
  page,
}) => {
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, 'siwx=required')
  await connectUntilAsked(modal)
  // Close is disabled while sign-in is required and there is no session: no button, Escape does nothing.
  await expect(closeButton(modal)).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(signView(modal)).toBeVisible()

  await modal.dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(modal.dialog).toBeHidden()
  expect(await walletOf(page, ALPHA_WALLET).requests()).toContain('personal_sign')
  const [stored] = await storedSessions(page)
  expect(stored?.session.data.chainId).toBe('eip155:31337')
  expect(await page.evaluate(() => localStorage.getItem('@appkit/siwx-sessions'))).toContain(
    `${new URL(UI_APP_URL).host} wants you to sign in with your Ethereum account`,
  )

  // A reload reconnects with the session kept: no new prompt.
  await page.reload()
  await expect(status(page)).toHaveText(`connected ${ALPHA_WALLET.address}`)
  await page.waitForTimeout(1_000) // the moment a prompt would open
  await expect(modal.dialog).toBeHidden()
  expect(await walletOf(page, ALPHA_WALLET).requests()).not.toContain('personal_sign')

  // Disconnect from the Account view signs out (signOutOnDisconnect, on by default).
  await modal.open(ALPHA_WALLET.short)
  await modal.dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(status(page)).not.toHaveText(/^connected/)
  expect(await storedSessions(page)).toEqual([])
})

test('required: cancel with no signed-in network disconnects', async ({ page }) => {
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, 'siwx=required')
  await connectUntilAsked(modal)
  await modal.dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(status(page)).not.toHaveText(/^connected/)
  await expect(modal.dialog).toBeHidden()
})

test('required: switching to a network without a session asks again; cancel switches back to the signed-in one', async ({
  page,
}) => {
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, 'siwx=required')
  await connectUntilAsked(modal)
  await modal.dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(modal.dialog).toBeHidden()

  await modal.open(ALPHA_WALLET.short)
  await modal.dialog.getByRole('button', { name: /Local chain 31337/ }).click()
  await modal.dialog.getByRole('button', { name: /Local chain 31338/ }).click()
  await expect(signView(modal)).toBeVisible()
  await expect(closeButton(modal)).toHaveCount(0)
  await modal.dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(modal.dialog).toBeHidden()
  await expect(status(page)).toHaveText(`connected ${ALPHA_WALLET.address}`)
  await expect.poll(() => walletOf(page, ALPHA_WALLET).chainId()).toBe(31337)
})

test('a failed signature shows the error toast and keeps the sign view; optional mode: cancel just closes', async ({
  page,
}) => {
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, 'siwx=optional')
  await connectUntilAsked(modal)
  // Not required: close is there.
  await expect(closeButton(modal)).toBeVisible()

  await walletOf(page, ALPHA_WALLET).rejectNextRequest()
  await modal.dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(page.locator('appkit-modal').getByText('Error signing message')).toBeVisible()
  await expect(signView(modal)).toBeVisible()

  await modal.dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(modal.dialog).toBeHidden()
  await expect(status(page)).toHaveText(`connected ${ALPHA_WALLET.address}`)
  expect(await storedSessions(page)).toEqual([])
})

test('services sessions: the services check the signed message, and a reload restores the session with its token', async ({
  page,
}) => {
  const modal = new ModalPage(page)
  const query = `siwx=required&siwxSessions=services&api=${encodeURIComponent(DEMO_API_URL)}&project=appkit-dev-project`
  await modal.goto(UI_APP_URL, query)
  const created = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/v1/sessions' && response.request().method() === 'POST',
  )
  await connectUntilAsked(modal)
  await modal.dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  expect((await created).status()).toBe(201)
  await expect(modal.dialog).toBeHidden()
  const token = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as { token?: string }[])[0]?.token,
    SESSIONS,
  )
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)

  // A reload asks the services whether the session is live (bearer token) and keeps it: no prompt.
  const listed = page.waitForResponse((response) =>
    new URL(response.url()).pathname.startsWith('/v1/sessions/0x'),
  )
  await page.reload()
  expect((await listed).status()).toBe(200)
  await expect(status(page)).toHaveText(`connected ${ALPHA_WALLET.address}`)
  await page.waitForTimeout(1_000)
  await expect(modal.dialog).toBeHidden()
})
