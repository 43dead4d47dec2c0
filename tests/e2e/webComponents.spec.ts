import { expect, type Page, test } from '@playwright/test'
import { UI_APP_URL } from '../../playwright.config.js'
import { ALPHA_WALLET } from '../fixtures/uiWallets.js'
import { ModalPage } from './pages/modal.js'

// Alpha Wallet's address shortened by the spec's rule: 4 leading and 6 trailing characters.
const ALPHA_SHORT = ALPHA_WALLET.short

/** The button inside a web component's shadow root. */
const buttonOf = (page: Page, tag: string) => page.locator(tag).getByRole('button')

async function connectAlpha(modal: ModalPage) {
  await modal.open()
  await modal.connect(/Alpha Wallet/)
  await expect(modal.dialog).toBeHidden()
  await expect(modal.page.getByTestId('status')).toHaveText(`connected ${ALPHA_WALLET.address}`)
}

test.describe('web components', () => {
  test('<appkit-button> opens Connect, and when connected shows the address shortened to 4 leading and 6 trailing characters and opens Account', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    const button = buttonOf(page, 'appkit-button')
    await expect(button).toHaveText('Connect Wallet')
    await button.click()
    await expect(modal.title()).toHaveText('Connect Wallet')
    await modal.connect(/Alpha Wallet/)
    await expect(modal.dialog).toBeHidden()
    await expect(button).toHaveText(ALPHA_SHORT)
    await button.click()
    await expect(modal.title()).toHaveText('Account')
  })

  test('<appkit-connect-button> shows Connect Wallet and opens the Connect view', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    const button = buttonOf(page, 'appkit-connect-button')
    await expect(button).toHaveText('Connect Wallet')
    await button.click()
    await expect(modal.dialog).toBeVisible()
    await expect(modal.title()).toHaveText('Connect Wallet')
    await expect(modal.wallet(/Alpha Wallet/)).toBeVisible()
  })

  test('<appkit-account-button> is hidden while disconnected, then shows the shortened address and opens Account', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    const button = buttonOf(page, 'appkit-account-button')
    // Rendered (its shadow root holds the button) but not shown: there is no account yet.
    await expect(page.locator('appkit-account-button').locator('button')).toHaveCount(1)
    await expect(page.locator('appkit-account-button').locator('button')).toBeHidden()
    await connectAlpha(modal)
    await expect(button).toBeVisible()
    await expect(button).toHaveText(ALPHA_SHORT)
    await button.click()
    await expect(modal.title()).toHaveText('Account')
    await expect(modal.dialog.getByText(ALPHA_SHORT)).toBeVisible()
    // Disconnecting hides it again.
    await modal.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByTestId('status')).toHaveText('disconnected')
    await expect(page.locator('appkit-account-button').locator('button')).toBeHidden()
  })
})
