import { expect, test } from '@playwright/test'
import { UI_APP_URL } from '../../playwright.config.js'
import { ALPHA_WALLET } from '../fixtures/uiWallets.js'
import { ModalPage } from './pages/modal.js'

const TERMS = 'https://example.com/terms'
const PRIVACY = 'https://example.com/privacy'
const LEGAL = `terms=${encodeURIComponent(TERMS)}&privacy=${encodeURIComponent(PRIVACY)}`

test.describe("the Connect view's footer: legal links, the legal checkbox, our branding", () => {
  test('termsConditionsUrl and privacyPolicyUrl: the legal line links both; reownBranding (on by default) shows our own line', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL, LEGAL)
    await modal.open()
    const footer = modal.dialog.locator('footer')
    await expect(footer.locator('.legal-text')).toHaveText(
      'By connecting your wallet, you agree to the Terms of Service and Privacy Policy',
    )
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', TERMS)
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', PRIVACY)
    await expect(footer.getByText('UX by walletdock')).toBeVisible()
    await expect(modal.dialog.getByRole('checkbox')).toHaveCount(0)
    // No checkbox: the wallets connect at once.
    await modal.connect(ALPHA_WALLET.name)
    await expect(page.getByTestId('status')).toHaveText(`connected ${ALPHA_WALLET.address}`)
  })

  test('features.legalCheckbox: every way to connect waits for the box; ticked, a wallet connects', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL, `${LEGAL}&legalCheckbox&embeddedWallet`)
    await modal.open()
    const box = modal.dialog.getByRole('checkbox', {
      name: 'I agree to the Terms of Service and Privacy Policy',
    })
    await expect(box).not.toBeChecked()
    await expect(modal.wallet(ALPHA_WALLET.name)).toBeDisabled()
    await expect(modal.dialog.getByRole('button', { name: 'Google', exact: true })).toBeDisabled()
    await expect(modal.dialog.getByRole('textbox', { name: 'Email' })).toBeDisabled()
    await modal.wallet(ALPHA_WALLET.name).click({ force: true })
    await expect(page.getByTestId('status')).not.toHaveText(`connected ${ALPHA_WALLET.address}`)
    await box.check()
    await expect(modal.dialog.getByRole('button', { name: 'Google', exact: true })).toBeEnabled()
    await modal.connect(ALPHA_WALLET.name)
    await expect(page.getByTestId('status')).toHaveText(`connected ${ALPHA_WALLET.address}`)
  })

  test('features.reownBranding false: no branding line, and no footer at all without legal links', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL, 'noBranding')
    await modal.open()
    await expect(modal.wallet(ALPHA_WALLET.name)).toBeVisible()
    await expect(modal.dialog.getByText('UX by walletdock')).toHaveCount(0)
    await expect(modal.dialog.locator('footer')).toHaveCount(0)
  })
})
