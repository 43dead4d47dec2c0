import { expect, test } from '@playwright/test'
import { UI_APP_URL } from '../../playwright.config.js'
import { ALPHA_WALLET } from '../fixtures/uiWallets.js'
import { ModalPage } from './pages/modal.js'

// Spec sections 2 and 9: a new toast replaces an open one after 150 ms.
const TOAST_SWAP_DELAY_MS = 150

type Toast = { variant: 'loading' | 'success' | 'error'; message: string }
type ToastChange = { at: number; state: string | null; text: string }
type PageWindow = {
  appKitToasts: { show(toast: Toast): void }
  toastChanges: ToastChange[]
  appKit: { open(options: { view: string }): Promise<void> }
}

test.describe('toasts', () => {
  test('a new toast replaces an open one after 150 ms, in the states loading, success and error', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    await modal.open()
    await expect(modal.title()).toHaveText('Connect Wallet')
    // The probe plugin hands its ctx.toasts over in setup, which runs once the instance has started.
    await page.evaluate(() => (window as unknown as { appKit: { ready(): Promise<void> } }).appKit.ready())
    const toast = modal.dialog.getByRole('status').locator('.toast')
    // Every change of the toast region, timed in the page.
    await page.evaluate(() => {
      const region = document.querySelector('appkit-modal')?.shadowRoot?.querySelector('[role="status"]')
      if (!region) throw new Error('no toast region in the modal')
      const changes: ToastChange[] = []
      Object.assign(window, { toastChanges: changes })
      new MutationObserver(() => {
        const shown = region.querySelector<HTMLElement>('.toast')
        changes.push({
          at: performance.now(),
          state: shown?.dataset.state ?? null,
          text: shown?.textContent ?? '',
        })
      }).observe(region, { childList: true, subtree: true, characterData: true })
    })
    const show = (next: Toast) =>
      page.evaluate((value) => {
        const at = performance.now()
        ;(window as unknown as PageWindow).appKitToasts.show(value)
        return at
      }, next)

    await show({ variant: 'loading', message: 'Authenticating...' })
    await expect(toast).toHaveAttribute('data-state', 'loading')
    await expect(toast).toContainText('Authenticating...')

    for (const next of [
      { variant: 'success', message: 'Signed in' },
      { variant: 'error', message: 'Error signing message' },
    ] as const) {
      const shownAt = await show(next)
      await expect(toast).toHaveAttribute('data-state', next.variant)
      await expect(toast).toContainText(next.message)
      const changes = (await page.evaluate(() => (window as unknown as PageWindow).toastChanges)).filter(
        (change) => change.at >= shownAt,
      )
      // The open toast goes first, then the new one comes 150 ms after the call, not sooner.
      expect(changes[0]?.state).toBeNull()
      const appeared = changes.find((change) => change.state === next.variant)
      expect(appeared).toBeDefined()
      const delay = (appeared?.at ?? 0) - shownAt
      expect(delay).toBeGreaterThanOrEqual(TOAST_SWAP_DELAY_MS - 1)
      expect(delay).toBeLessThan(TOAST_SWAP_DELAY_MS + 500)
    }
  })

  test("copying the address shows the 'Address copied' success toast", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    await modal.connectAndOpenAccount()
    await modal.dialog.getByRole('button', { name: 'Copy address' }).click()
    const toast = modal.dialog.getByRole('status').locator('.toast')
    await expect(toast).toHaveAttribute('data-state', 'success')
    await expect(toast).toContainText('Address copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ALPHA_WALLET.address)
  })
})

test.describe('alerts', () => {
  test("opening ProfileWallets without the multiWallet feature shows the 'Multi-Wallet Not Enabled' info alert and stays where it was", async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    await modal.connectAndOpenAccount()
    await page.evaluate(() => (window as unknown as PageWindow).appKit.open({ view: 'ProfileWallets' }))
    const alert = modal.dialog.getByRole('alert')
    await expect(alert).toContainText('Multi-Wallet Not Enabled')
    await expect(alert).toContainText('Enable it in the project configuration')
    await expect(alert).toHaveAttribute('data-type', 'info')
    await expect(modal.title()).toHaveText('Account')
    await alert.getByRole('button', { name: 'Dismiss' }).click()
    await expect(alert).toHaveCount(0)
  })

  test("the Account view's wallets row without the multiWallet feature shows the same alert and stays on Account", async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    await modal.connectAndOpenAccount()
    await modal.dialog.getByRole('button', { name: /Alpha Wallet/ }).click()
    await expect(modal.dialog.getByRole('alert')).toContainText('Multi-Wallet Not Enabled')
    await expect(modal.title()).toHaveText('Account')
  })

  test('with the multiWallet feature on, ProfileWallets opens with no alert', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL, 'multiWallet=1')
    await modal.connectAndOpenAccount()
    await page.evaluate(() => (window as unknown as PageWindow).appKit.open({ view: 'ProfileWallets' }))
    await expect(modal.title()).toHaveText('Wallets')
    await expect(modal.dialog.getByRole('alert')).toHaveCount(0)
  })
})
