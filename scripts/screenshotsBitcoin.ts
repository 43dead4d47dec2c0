import type { Browser, Page } from '@playwright/test'
import { shortenAddress } from '../kernel/format/shortenAddress.js'
import { bundlePageScript } from '../tests/fixtures/bundlePageScript.js'

type BitcoinInfo = {
  esploraUrl: string
  accounts: { type: 'payment' | 'ordinal'; address: string; devOnlySecretKey: string }[]
}

/**
 * The Bitcoin views on tests/e2e/bitcoin-app and the stack's local chain: the wallet list (the dev wallet and an
 * Xverse-shaped fixture with the icon it registers), the namespace choice of the Dev Wallet, and the Account view
 * with the payment address and its BTC balance.
 */
export async function shootBitcoin(
  parameters: { browser: Browser; theme: 'light' | 'dark'; port: number },
  bitcoin: BitcoinInfo,
  helpers: { newPage(browser: Browser): Promise<Page>; shoot(page: Page, name: string): Promise<void> },
) {
  const { theme } = parameters
  const page = await helpers.newPage(parameters.browser)
  await page.addInitScript(
    (value) => {
      const target = window as { __bitcoinPage?: unknown; __bitcoinWalletConfig?: unknown }
      target.__bitcoinPage = value.page
      target.__bitcoinWalletConfig = value.wallet
    },
    {
      page: { esploraUrl: bitcoin.esploraUrl, recipient: '', accounts: bitcoin.accounts, theme },
      wallet: { shape: 'xverse', accounts: bitcoin.accounts },
    },
  )
  await page.addInitScript({
    content: await bundlePageScript(
      new URL('../tests/fixtures/bitcoinInjectedWallet/page.ts', import.meta.url),
      'bitcoin wallet',
    ),
  })
  await page.goto(`http://127.0.0.1:${parameters.port}/`)
  const dialog = page.locator('appkit-modal').getByRole('dialog')
  await page.locator('#root').getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: /^Xverse Wallet/ }).waitFor()
  await helpers.shoot(page, `bitcoin-wallets-${theme}`)
  await dialog.getByRole('button', { name: /Dev Wallet/ }).click()
  const choice = dialog.getByRole('button', { name: /^Bitcoin/ })
  if (await choice.isVisible({ timeout: 2_000 }).catch(() => false)) {
    await helpers.shoot(page, `bitcoin-namespace-choice-${theme}`)
    await choice.click()
  }
  await dialog.waitFor({ state: 'hidden' })
  const payment = bitcoin.accounts.find((account) => account.type === 'payment')?.address ?? ''
  await page
    .locator('#root')
    .getByRole('button', { name: shortenAddress(payment) })
    .click()
  await dialog.getByText(/ BTC$/).first().waitFor()
  await helpers.shoot(page, `bitcoin-account-${theme}`)
  await page.close()
}
