import { expect, test } from '@playwright/test'
import { UI_APP_URL } from '../../playwright.config.js'
import { ALPHA_WALLET, BETA_WALLET, type UiWallet } from '../fixtures/uiWallets.js'
import { ModalPage } from './pages/modal.js'
import { walletOf } from './pages/uiWallets.js'

type PageWindow = { appKit: { disconnect(): Promise<void> } }

/** A row of ProfileWallets: the wallet's name and short address. */
const rowOf = (modal: ModalPage, wallet: UiWallet) =>
  modal.dialog.getByRole('listitem').filter({ hasText: `${wallet.name} · ${wallet.short}` })

/** From the Account view of the connected `wallet`, its wallets row opens ProfileWallets. */
async function openProfileWallets(modal: ModalPage, wallet: UiWallet) {
  await modal.open(wallet.short)
  await expect(modal.title()).toHaveText('Account')
  await modal.dialog.getByRole('button', { name: new RegExp(wallet.name) }).click()
  await expect(modal.title()).toHaveText('Wallets')
}

test.describe('ProfileWallets (multiWallet on), through the anvil-backed page wallets', () => {
  test('switching to a wallet whose connection ended runs a connect, then ends on ProfileWallets with it active', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL, 'multiWallet=1')
    // Alpha connects, then its connection ends; Beta is connected now.
    await modal.connectAndOpenAccount(ALPHA_WALLET)
    await page.evaluate(() => (window as unknown as PageWindow).appKit.disconnect())
    await expect(page.getByTestId('status')).toHaveText('disconnected')
    await modal.open()
    await modal.connect(BETA_WALLET.name)
    await expect(page.getByTestId('status')).toHaveText(`connected ${BETA_WALLET.address}`)
    await openProfileWallets(modal, BETA_WALLET)
    await expect(rowOf(modal, BETA_WALLET)).toContainText('Active')
    await expect(rowOf(modal, ALPHA_WALLET)).toContainText('Disconnected')
    const asked = (await walletOf(page, ALPHA_WALLET).requests()).length

    await modal.dialog.getByRole('button', { name: `Switch to this wallet: ${ALPHA_WALLET.name}` }).click()
    // A new connect ran against Alpha's wallet, and the user is back on ProfileWallets, not on a closed modal.
    await expect(page.getByTestId('status')).toHaveText(`connected ${ALPHA_WALLET.address}`)
    await expect(modal.title()).toHaveText('Wallets')
    await expect(modal.dialog).toBeVisible()
    await expect(rowOf(modal, ALPHA_WALLET)).toContainText('Active')
    await expect(rowOf(modal, ALPHA_WALLET)).not.toContainText('Disconnected')
    expect((await walletOf(page, ALPHA_WALLET).requests()).slice(asked)).toContain('eth_requestAccounts')
  })

  test('switching to another live connection reconnects it and keeps the user on ProfileWallets', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL, 'multiWallet=1')
    await modal.connectAndOpenAccount(ALPHA_WALLET)
    await modal.dialog.getByRole('button', { name: new RegExp(ALPHA_WALLET.name) }).click()
    await expect(modal.title()).toHaveText('Wallets')
    // Add Beta from ProfileWallets: both stay connected.
    await modal.dialog.getByRole('button', { name: 'Add wallet' }).click()
    await modal.connect(BETA_WALLET.name)
    await expect(page.getByTestId('status')).toHaveText(`connected ${BETA_WALLET.address}`)
    await expect(modal.dialog).toBeHidden()
    await openProfileWallets(modal, BETA_WALLET)
    await expect(rowOf(modal, BETA_WALLET)).toContainText('Active')
    await expect(rowOf(modal, ALPHA_WALLET)).not.toContainText('Disconnected')

    await modal.dialog.getByRole('button', { name: `Switch to this wallet: ${ALPHA_WALLET.name}` }).click()
    await expect(page.getByTestId('status')).toHaveText(`connected ${ALPHA_WALLET.address}`)
    await expect(modal.title()).toHaveText('Wallets')
    await expect(rowOf(modal, ALPHA_WALLET)).toContainText('Active')
    await expect(rowOf(modal, BETA_WALLET)).not.toContainText('Active')
    await expect(rowOf(modal, BETA_WALLET)).not.toContainText('Disconnected')
  })
})
