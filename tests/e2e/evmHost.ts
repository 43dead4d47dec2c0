import { expect, type Page } from '@playwright/test'
import { DEV_ACCOUNTS, DEV_DEPLOYER_KEY, DEV_SECOND_KEY } from '../fixtures/anvil.js'
import { buildTestWalletScript } from '../fixtures/testWallet/buildTestWalletScript.js'
import type { TestWalletConfig } from '../fixtures/testWallet/types.js'
import { EVM_E2E_RPC_URLS, EVM_E2E_URL } from './app/constants.js'

export const ACCOUNT = DEV_ACCOUNTS[0] as `0x${string}`
/** 4 leading and 6 trailing characters (spec). */
export const SHORT_ACCOUNT = '0xf3...b92266'
export const WALLET_NAME = 'E2E Test Wallet'
export const WALLET_RDNS = 'dev.appkit.e2e-wallet'
const ICON =
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="%2336c"/></svg>'

/** The page object of the EVM e2e host: a test wallet in the page, the modal and the host's buttons. */
export async function openEvmHost(page: Page, wallet: Partial<TestWalletConfig> = {}) {
  const config: TestWalletConfig = {
    privateKeys: [DEV_DEPLOYER_KEY, DEV_SECOND_KEY],
    chains: [{ chainId: 31337, rpcUrl: EVM_E2E_RPC_URLS[0] as string }],
    announce: [{ rdns: WALLET_RDNS, name: WALLET_NAME, icon: ICON }],
    ...wallet,
  }
  await page.addInitScript((value) => {
    ;(window as { __testWalletConfig?: unknown }).__testWalletConfig = value
  }, config)
  await page.addInitScript({ content: await buildTestWalletScript() })
  await page.goto(EVM_E2E_URL)
  return evmHost(page)
}

export function evmHost(page: Page) {
  const dialog = page.getByRole('dialog')
  return {
    dialog,
    walletButton: dialog.getByRole('button', { name: new RegExp(WALLET_NAME) }),
    address: page.getByLabel('Address', { exact: true }),
    async openModal() {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await expect(dialog).toBeVisible()
    },
    /** Picks the test wallet in the modal; the modal closes once connected. */
    async connect() {
      await this.openModal()
      await this.walletButton.click()
      await expect(this.address).toHaveText(ACCOUNT)
      await expect(dialog).toBeHidden()
    },
    /** The connected button (the shortened address) opens the Account view. */
    async openAccount() {
      await page.getByRole('button', { name: SHORT_ACCOUNT }).click()
      await expect(dialog.getByText(SHORT_ACCOUNT)).toBeVisible()
    },
    wallet: {
      requests: () => page.evaluate(() => (window as unknown as WalletWindow).__testWallet.requests()),
      chainId: () => page.evaluate(() => (window as unknown as WalletWindow).__testWallet.chainId()),
      rejectNextRequest: () =>
        page.evaluate(() => (window as unknown as WalletWindow).__testWallet.rejectNextRequest()),
    },
    storedKeys: () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('@appkit/'))),
  }
}

type WalletWindow = {
  __testWallet: { requests(): string[]; chainId(): number; rejectNextRequest(): void }
}
