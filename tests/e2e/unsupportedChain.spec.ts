import { expect, test } from '@playwright/test'
import { UI_APP_URL } from '../../playwright.config.js'
import type { FixtureWalletEvents } from '../fixtures/fixtureWallets.js'
import { ModalPage } from './pages/modal.js'

const ALPHA = '0x1111111111111111111111111111111111111111'
// Polygon: a chain the UI test page does not configure (it has Ethereum and Sepolia).
const UNCONFIGURED_CHAIN_ID = 137

type PageWindow = {
  __fixtureWalletEvents: FixtureWalletEvents
  appKit: { getAccount(): { caipAddress?: string } }
}

async function connectAlpha(modal: ModalPage) {
  await modal.open()
  await modal.connect(/Alpha Wallet/)
  await expect(modal.dialog).toBeHidden()
  await expect(modal.page.getByTestId('status')).toHaveText(`connected ${ALPHA}`)
}

const chainChanged = (modal: ModalPage, chainId: number) =>
  modal.page.evaluate(
    (id) => (window as unknown as PageWindow).__fixtureWalletEvents.chainChanged(id),
    chainId,
  )

const caipAddress = (modal: ModalPage) =>
  modal.page.evaluate(() => (window as unknown as PageWindow).appKit.getAccount().caipAddress)

test.describe('UnsupportedChain', () => {
  test('when the wallet moves to a chain that is not configured, UnsupportedChain is shown and switching from it works', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    await connectAlpha(modal)
    await chainChanged(modal, UNCONFIGURED_CHAIN_ID)

    await expect(modal.dialog).toBeVisible()
    await expect(modal.title()).toHaveText('Switch Network')
    await expect(modal.dialog.getByText('This network is not supported')).toBeVisible()
    // It offers the configured networks only.
    await expect(modal.dialog.getByRole('button', { name: /Ethereum/ })).toBeVisible()
    await expect(modal.dialog.getByRole('button', { name: /Sepolia/ })).toBeVisible()
    await expect(modal.dialog.getByRole('button', { name: /Polygon|137/ })).toHaveCount(0)

    await modal.dialog.getByRole('button', { name: /Sepolia/ }).click()
    await expect(modal.dialog).toBeHidden()
    await expect(page.locator('appkit-network-button')).toHaveText('Sepolia')
    await expect.poll(() => caipAddress(modal)).toBe(`eip155:11155111:${ALPHA}`)
    await expect(page.getByTestId('status')).toHaveText(`connected ${ALPHA}`)
  })

  test('Disconnect in UnsupportedChain disconnects the wallet', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    await connectAlpha(modal)
    await chainChanged(modal, UNCONFIGURED_CHAIN_ID)
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
    await chainChanged(modal, 11155111)
    await expect(page.locator('appkit-network-button')).toHaveText('Sepolia')
    await expect.poll(() => caipAddress(modal)).toBe(`eip155:11155111:${ALPHA}`)
    await expect(modal.dialog).toBeHidden()
  })
})
