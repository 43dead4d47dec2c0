import { expect, test } from '@playwright/test'
import { UI_APP_URL } from '../../playwright.config.js'
import { ALPHA_WALLET, UNCONFIGURED_CHAIN } from '../fixtures/uiWallets.js'
import { ModalPage } from './pages/modal.js'
import { walletOf } from './pages/uiWallets.js'

type PageWindow = { appKit: { getAccount(): { caipAddress?: string } } }

async function connectAlpha(modal: ModalPage) {
  await modal.open()
  await modal.connect(/Alpha Wallet/)
  await expect(modal.dialog).toBeHidden()
  await expect(modal.page.getByTestId('status')).toHaveText(`connected ${ALPHA_WALLET.address}`)
}

const caipAddress = (modal: ModalPage) =>
  modal.page.evaluate(() => (window as unknown as PageWindow).appKit.getAccount().caipAddress)

test.describe('UnsupportedChain', () => {
  test('when the user moves the wallet to a chain that is not configured, UnsupportedChain is shown and switching from it works', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    await connectAlpha(modal)
    // In the wallet's own window: Polygon, which the page does not configure.
    await walletOf(page, ALPHA_WALLET).switchChain(UNCONFIGURED_CHAIN.chainId)

    await expect(modal.dialog).toBeVisible()
    await expect(modal.title()).toHaveText('Switch Network')
    await expect(modal.dialog.getByText('This network is not supported')).toBeVisible()
    // It offers the configured networks only.
    await expect(modal.dialog.getByRole('button', { name: /Local chain 31337/ })).toBeVisible()
    await expect(modal.dialog.getByRole('button', { name: /Local chain 31338/ })).toBeVisible()
    await expect(modal.dialog.getByRole('button', { name: /Polygon|137/ })).toHaveCount(0)
    // The wallet is on none of them: none is tagged Active, the app's last network included.
    await expect(modal.dialog.getByText('Active', { exact: true })).toHaveCount(0)
    await expect(modal.dialog.locator('[aria-current]')).toHaveCount(0)

    await modal.dialog.getByRole('button', { name: /Local chain 31338/ }).click()
    await expect(modal.dialog).toBeHidden()
    await expect(page.locator('appkit-network-button')).toHaveText('Local chain 31338')
    // The page asked the wallet to switch, and the wallet did.
    await expect.poll(() => walletOf(page, ALPHA_WALLET).chainId()).toBe(31338)
    await expect.poll(() => caipAddress(modal)).toBe(`eip155:31338:${ALPHA_WALLET.address}`)
    await expect(page.getByTestId('status')).toHaveText(`connected ${ALPHA_WALLET.address}`)
  })

  test('Disconnect in UnsupportedChain disconnects the wallet', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    await connectAlpha(modal)
    await walletOf(page, ALPHA_WALLET).switchChain(UNCONFIGURED_CHAIN.chainId)
    await expect(modal.title()).toHaveText('Switch Network')
    await modal.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByTestId('status')).toHaveText('disconnected')
  })

  test('a wallet that moves to a configured chain switches the network without showing UnsupportedChain', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    await connectAlpha(modal)
    await walletOf(page, ALPHA_WALLET).switchChain(31338)
    await expect(page.locator('appkit-network-button')).toHaveText('Local chain 31338')
    await expect.poll(() => caipAddress(modal)).toBe(`eip155:31338:${ALPHA_WALLET.address}`)
    await expect(modal.dialog).toBeHidden()
  })
})
