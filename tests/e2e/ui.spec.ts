import { expect, test } from '@playwright/test'
import { DEMO_API_URL, UI_APP_URL } from '../../playwright.config.js'
import { TEST_STACK_RPC_URLS } from '../fixtures/uiNetworks.js'
import { ALPHA_WALLET, BETA_WALLET } from '../fixtures/uiWallets.js'
import { ModalPage } from './pages/modal.js'
import { setBalance, walletOf } from './pages/uiWallets.js'

const ALPHA_SHORT = ALPHA_WALLET.short
/** spec section 9: image preload timeout 2 s. */
const IMAGE_TIMEOUT_MS = 2_000

test.describe('the modal element', () => {
  test('the modal is a dialog labelled by its header, 360 px wide, in a shadow root', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    await modal.open()
    await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
    expect(await modal.dialog.evaluate((node) => node.getBoundingClientRect().width)).toBe(360)
    expect(await page.evaluate(() => document.querySelector('appkit-modal')?.shadowRoot?.mode)).toBe('open')
    expect(await modal.dialog.evaluate((node) => node.matches(':modal'))).toBe(true)
  })

  test('focus moves into the modal, Tab stays inside, Escape closes and focus returns to the opener', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    await modal.opener().focus()
    await page.keyboard.press('Enter')
    await expect(modal.dialog).toBeVisible()
    await expect(modal.wallet(/Alpha Wallet/)).toBeVisible()
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Tab')
      const inside = await page.evaluate(() => document.activeElement?.tagName.toLowerCase())
      expect(inside).toBe('appkit-modal')
    }
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toBeHidden()
    await expect(modal.opener()).toBeFocused()
  })

  test('on a narrow screen the modal is a full-width sheet', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 })
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    await modal.open()
    expect(await modal.dialog.evaluate((node) => node.getBoundingClientRect().width)).toBe(375)
  })

  test("the host page's CSS cannot break the modal and the modal's cannot leak out", async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    await page.addStyleTag({
      content:
        'button { background: rgb(255, 0, 0) !important; font-size: 40px !important } * { color: rgb(0, 255, 0) }',
    })
    await modal.open()
    const item = modal.wallet(/Alpha Wallet/)
    expect(await item.evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe('rgb(255, 0, 0)')
    expect(await item.evaluate((node) => getComputedStyle(node).color)).not.toBe('rgb(0, 255, 0)')
    expect(
      await page.evaluate(() => getComputedStyle(document.querySelector('h1') as Element).fontFamily),
    ).not.toContain('system-ui')
  })

  test('in embedded mode the modal renders inline where the host puts it', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL, 'embedded=1')
    const inline = page.locator('#embedded-slot appkit-modal').getByRole('dialog')
    await expect(inline).toBeVisible()
    expect(await inline.evaluate((node) => node.matches(':modal'))).toBe(false)
    await expect(inline.getByRole('button', { name: /Alpha Wallet/ })).toBeVisible()
    await expect(page.locator('body > appkit-modal')).toHaveCount(0)
  })

  test('animations: header text 120 ms, height 150 ms, view transition 150 ms next and prev, shake 500 ms', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    await modal.rejectNextConnection()
    await modal.open()
    const style = (selector: string, property: 'animationDuration' | 'transitionDuration') =>
      modal.dialog
        .locator(selector)
        .first()
        .evaluate((node, name) => getComputedStyle(node)[name], property)
    // The content takes over from the first view without a flash: its title and view do not animate again.
    await expect(modal.dialog.locator('.height')).toHaveCount(1)
    await expect(modal.title()).toHaveCSS('animation-name', 'none')
    await expect(modal.dialog.locator('.view[data-direction]')).toHaveCount(0)
    expect(await style('.height', 'transitionDuration')).toBe('0.15s')
    // A push (Connect -> Connecting) enters as next and its new title fades in; the rejection shakes; back enters as prev.
    await modal.connect(/Alpha Wallet/)
    await expect(modal.dialog.locator('.view[data-direction="next"]')).toHaveCount(1)
    await expect(modal.title()).toHaveCSS('animation-duration', '0.12s')
    expect(await style('.view', 'animationDuration')).toBe('0.15s')
    // One query and one read: the shake lasts 500 ms, a handle kept longer reads the element after it.
    await expect(modal.dialog.locator('.shake')).toHaveCSS('animation-duration', '0.5s')
    await modal.dialog.getByRole('button', { name: 'Back' }).click()
    await expect(modal.dialog.locator('.view[data-direction="prev"]')).toHaveCount(1)
    expect(await style('.view', 'animationDuration')).toBe('0.15s')
  })

  test('prefers-reduced-motion turns the animations off', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    await modal.open()
    // The content (its .height wrapper) has taken over from the first view, whose title never animates.
    await expect(modal.dialog.locator('.height')).toHaveCount(1)
    await expect(modal.title()).toHaveCSS('animation-name', 'none')
  })
})

test.describe('Connect view', () => {
  test('announced wallets are listed as installed, and two with the same rdns appear once', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    await modal.open()
    await expect(modal.wallet(/Alpha Wallet/)).toContainText('Installed')
    await expect(modal.dialog.getByRole('button', { name: /Beta Wallet/ })).toHaveCount(1)
  })

  test('excluded wallets match by rdns or name, case-insensitive', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL, 'exclude=ALPHA%20WALLET')
    await modal.open()
    await expect(modal.wallet(/Beta Wallet/)).toBeVisible()
    await expect(modal.wallet(/Alpha Wallet/)).toHaveCount(0)
  })

  test('arrow keys move through the wallet list', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    await modal.open()
    await modal.wallet(/Alpha Wallet/).focus()
    await page.keyboard.press('ArrowDown')
    await expect(modal.wallet(/Beta Wallet/)).toBeFocused()
    await page.keyboard.press('Home')
    await expect(modal.wallet(/Alpha Wallet/)).toBeFocused()
  })

  test("a rejected connection shows 'Connection rejected' and a retry that connects", async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    await modal.rejectNextConnection()
    await modal.open()
    await modal.connect(/Alpha Wallet/)
    await expect(modal.dialog.getByRole('alert')).toHaveText('Connection rejected')
    await expect(modal.title()).toHaveText('Connecting')
    await modal.expectAccessible()
    await modal.dialog.getByRole('button', { name: 'Try again' }).click()
    await expect(modal.dialog).toBeHidden()
    await expect(page.getByTestId('status')).toHaveText(`connected ${ALPHA_WALLET.address}`)
  })
})

test.describe('Account view', () => {
  test("shows the shortened address, the balance read from the chain truncated to 3 decimals, the wallet's icon and the explorer link, and disconnects", async ({
    page,
  }) => {
    await setBalance(ALPHA_WALLET, '1.23456789')
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    await modal.connectAndOpenAccount()
    await expect(modal.dialog.getByText(ALPHA_SHORT)).toBeVisible()
    await expect(modal.dialog.getByText('1.234 ETH', { exact: true })).toBeVisible()
    await expect(
      modal.dialog.getByRole('button', { name: /Alpha Wallet/ }).locator(`img[src="${ALPHA_WALLET.icon}"]`),
    ).toBeVisible()
    await expect(modal.dialog.getByRole('link', { name: 'Block Explorer' })).toHaveAttribute(
      'href',
      `https://explorer-31337.test/address/${ALPHA_WALLET.address}`,
    )
    // Tabs plugins registered show in the spec's order, Tokens first, and arrow keys move between them.
    await expect(modal.dialog.getByRole('tab')).toHaveText(['Tokens', 'NFTs'])
    await expect(modal.dialog.getByRole('tab', { name: 'Tokens' })).toHaveAttribute('aria-selected', 'true')
    await expect(modal.dialog.getByRole('tabpanel')).toHaveText('No tokens yet')
    await modal.dialog.getByRole('tab', { name: 'Tokens' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(modal.dialog.getByRole('tab', { name: 'NFTs' })).toHaveAttribute('aria-selected', 'true')
    await expect(modal.dialog.getByRole('tabpanel')).toHaveText('No NFTs yet')
    await modal.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByTestId('status')).toHaveText('disconnected')
  })

  test('Networks lists every configured network with a testnet badge and switches the wallet', async ({
    page,
  }) => {
    await setBalance(ALPHA_WALLET, '3', TEST_STACK_RPC_URLS[1])
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    await modal.connectAndOpenAccount()
    await modal.dialog.getByRole('button', { name: /Local chain 31337/ }).click()
    await expect(modal.title()).toHaveText('Choose Network')
    await expect(modal.dialog.getByRole('button', { name: /Local chain 31337/ })).toContainText('Testnet')
    await expect(modal.dialog.getByRole('button', { name: /Local chain 31338/ })).toContainText('Testnet')
    await modal.dialog.getByRole('button', { name: /Local chain 31338/ }).click()
    await expect(modal.title()).toHaveText('Account')
    await expect(page.locator('appkit-network-button')).toHaveText('Local chain 31338')
    // The wallet itself moved, and the balance is the one on the second chain.
    await expect.poll(() => walletOf(page, ALPHA_WALLET).chainId()).toBe(31338)
    await expect(modal.dialog.getByText('3 ETH', { exact: true })).toBeVisible()
  })
})

test.describe('Account view defects found by a third-party wallet', () => {
  test("the wallet's icon stays after Networks and Back, and is not replaced by initials after the 2 s image timeout", async ({
    page,
  }) => {
    // The page's clock is ours: the image timeout is passed by moving time, not by waiting for it.
    await page.clock.install()
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    await modal.connectAndOpenAccount()
    const walletRow = modal.dialog.getByRole('button', { name: /Alpha Wallet/ })
    await expect(walletRow.locator(`img[src="${ALPHA_WALLET.icon}"]`)).toBeVisible()
    await expect(walletRow.locator('.monogram')).toHaveCount(0)
    await modal.dialog.getByRole('button', { name: /Local chain 31337/ }).click()
    await expect(modal.title()).toHaveText('Choose Network')
    await modal.dialog.getByRole('button', { name: 'Back' }).click()
    await expect(modal.title()).toHaveText('Account')
    // Past the image preload timeout (spec section 9: 2 s): a loaded image must not be marked failed.
    await page.clock.runFor(IMAGE_TIMEOUT_MS + 500)
    await expect(walletRow.locator(`img[src="${ALPHA_WALLET.icon}"]`)).toBeVisible()
    await expect(walletRow.locator('.monogram')).toHaveCount(0)
  })

  test('the header balance and the Tokens tab show the same balance by one rule: truncated to 3 decimals, thousands separated', async ({
    page,
  }) => {
    // 9999.997958 ETH: rounding would show 9,999.998; truncation shows 9,999.997.
    await setBalance(BETA_WALLET, '9999.997958')
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL, `api=${encodeURIComponent(DEMO_API_URL)}&project=appkit-dev-project`)
    await modal.connectAndOpenAccount(BETA_WALLET)
    const header = modal.dialog.locator('.balance')
    await expect(header).toHaveText('9,999.997 ETH')
    const native = modal.dialog.getByRole('list', { name: 'Tokens' }).locator('[data-token="ETH"]')
    await expect(native).toContainText('9,999.997 ETH')
    await expect(native).not.toContainText('9,999.998')
  })
})

test.describe('web components', () => {
  test('<appkit-network-button> shows the network and opens the Networks view', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    await page.locator('appkit-network-button').getByRole('button', { name: 'Local chain 31337' }).click()
    await expect(modal.title()).toHaveText('Choose Network')
  })
})

test.describe('theme and i18n', () => {
  test('setThemeMode applies live and dark mode uses the dark tokens', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    const background = () => modal.dialog.evaluate((node) => getComputedStyle(node).backgroundColor)
    await page.getByRole('button', { name: 'Toggle theme' }).click()
    await modal.open()
    expect(await background()).toBe('rgb(24, 25, 28)')
    await page.evaluate(() =>
      (window as unknown as { appKit: { setThemeMode(mode: string): void } }).appKit.setThemeMode('light'),
    )
    expect(await background()).toBe('rgb(255, 255, 255)')
  })

  test('AppKit variables under --w3m-* names change the tokens live', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    await modal.open()
    await page.evaluate(() =>
      (
        window as unknown as { appKit: { setThemeVariables(variables: object): void } }
      ).appKit.setThemeVariables({
        '--w3m-accent': 'rgb(1, 2, 3)',
      }),
    )
    const accent = await page.evaluate(() => {
      const host = document.querySelector('appkit-modal') as Element
      return getComputedStyle(host).getPropertyValue('--apkt-color-accent').trim()
    })
    expect(accent).toBe('rgb(1, 2, 3)')
  })

  test('the locale in config picks the message catalogue', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL, 'locale=de')
    await modal.open()
    await expect(modal.title()).toHaveText('Wallet verbinden')
    await expect(modal.dialog.getByRole('button', { name: 'Schließen' })).toBeVisible()
  })
})

for (const theme of ['light', 'dark'] as const) {
  test(`axe reports zero violations on every view in the ${theme} theme`, async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL, `theme=${theme}&multiWallet=1`)
    await modal.open()
    await modal.expectAccessible()
    await modal.connect(/Alpha Wallet/)
    await expect(modal.dialog).toBeHidden()
    await modal.open(ALPHA_SHORT)
    await modal.expectAccessible()
    await modal.dialog.getByRole('button', { name: /Local chain 31337/ }).click()
    await expect(modal.title()).toHaveText('Choose Network')
    await modal.expectAccessible()
    await modal.dialog.getByRole('button', { name: 'Back' }).click()
    await modal.dialog.getByRole('button', { name: /Alpha Wallet/ }).click()
    await expect(modal.title()).toHaveText('Wallets')
    await modal.expectAccessible()
    await page.evaluate(() =>
      (window as unknown as { appKit: { open(o: object): Promise<void> } }).appKit.open({
        view: 'UnsupportedChain',
      }),
    )
    await expect(modal.title()).toHaveText('Switch Network')
    await modal.expectAccessible()
  })
}
