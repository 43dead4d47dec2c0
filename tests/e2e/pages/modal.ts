import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'
import { PROJECT_CONFIG_TIMEOUT_MS } from '../../../kernel/remote/constants.js'
import { ALPHA_WALLET, type UiWallet } from '../../fixtures/uiWallets.js'
import { installUiWallets, walletOf } from './uiWallets.js'

/** The modal as a person sees it: the dialog inside <appkit-modal>'s shadow root. */
export class ModalPage {
  readonly dialog: Locator
  constructor(readonly page: Page) {
    this.dialog = page.locator('appkit-modal').getByRole('dialog')
  }

  /** Opens a page with the UI test wallets (Alpha, Beta) installed as extensions. */
  async goto(base: string, query = '') {
    await installUiWallets(this.page)
    await this.page.goto(`${base}/${query ? `?${query}` : ''}`)
  }

  opener(name: string | RegExp = 'Connect Wallet') {
    return this.page.locator('#root').getByRole('button', { name })
  }

  async open(name: string | RegExp = 'Connect Wallet') {
    await this.opener(name).click()
    await expect(this.dialog).toBeVisible()
  }

  title() {
    return this.dialog.locator('#appkit-modal-title')
  }

  /** A wallet row: a button when it connects here, a link ("Get wallet") when it cannot. */
  wallet(name: string | RegExp) {
    return this.dialog.getByRole('button', { name }).or(this.dialog.getByRole('link', { name }))
  }

  async connect(name: string | RegExp) {
    await this.wallet(name).click()
  }

  /** The user will reject the wallet's next prompt (EIP-1193 4001). */
  async rejectNextConnection(wallet: UiWallet = ALPHA_WALLET) {
    await walletOf(this.page, wallet).rejectNextRequest()
  }

  /** Connects a wallet from the Connect view, then opens the Account view from the button that shows its address. */
  async connectAndOpenAccount(wallet: UiWallet = ALPHA_WALLET) {
    await this.open()
    await this.connect(wallet.name)
    await this.expectClosedAfterConnect()
    await this.open(wallet.short)
    await expect(this.title()).toHaveText('Account')
  }

  /**
   * The modal closes once the wallet has connected. A connect waits for the plugins' setup, which on a page with a
   * services API waits for the project config: up to PROJECT_CONFIG_TIMEOUT_MS when the API is slow to answer (then
   * the local features are used). So the wait allows that much and more. If the modal stays, the failure says what
   * it showed (an alert, the connecting view's error), as a person would see it.
   */
  async expectClosedAfterConnect() {
    try {
      await expect(this.dialog).toBeHidden({ timeout: PROJECT_CONFIG_TIMEOUT_MS + 5_000 })
    } catch (error) {
      const shown = await this.dialog.ariaSnapshot({ timeout: 1_000 }).catch(() => '(unreadable)')
      throw new Error(`the modal stayed open after the connect; it shows:\n${shown}`, { cause: error })
    }
  }

  /** Zero axe violations inside the modal (WCAG 2.1 AA rules). */
  async expectAccessible() {
    // Contrast is measured once the view transition has finished (its animations settled), not after a
    // guess; endless ones (a loading shimmer) never finish and are left out.
    await this.page
      .locator('appkit-modal')
      .evaluate((host) =>
        Promise.all(
          (host.shadowRoot?.getAnimations() ?? [])
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      )
    const results = await new AxeBuilder({ page: this.page })
      .include('appkit-modal')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([])
  }
}
