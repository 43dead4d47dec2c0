import type { Browser, Page } from '@playwright/test'
import { installUiWallets } from '../tests/e2e/pages/uiWallets.js'
import { ALPHA_WALLET } from '../tests/fixtures/uiWallets.js'

/**
 * OnRampProviders (the form with its quote, the pending state while the provider's window is open, the tokens
 * arrived) and the sandbox provider's checkout, on the stack's on-ramp API: Alpha buys 50 USD of DUSD.
 */
export async function shootOnRamp(
  parameters: { browser: Browser; theme: 'light' | 'dark'; port: number; outDir: string },
  api: { apiUrl: string; projectId: string; rpcUrls: Record<string, string> },
  helpers: { newPage(browser: Browser): Promise<Page>; shoot(page: Page, name: string): Promise<void> },
) {
  const { theme } = parameters
  const page = await helpers.newPage(parameters.browser)
  const rpcUrls = Object.values(api.rpcUrls)
  await installUiWallets(page, rpcUrls)
  const query = new URLSearchParams({ theme, api: api.apiUrl, project: api.projectId, onramp: '1' })
  for (const url of rpcUrls) query.append('rpc', url)
  await page.goto(`http://127.0.0.1:${parameters.port}/?${query}`)
  const dialog = page.locator('appkit-modal').getByRole('dialog')
  await page.locator('#root').getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: /Alpha Wallet/ }).click()
  await dialog.waitFor({ state: 'hidden' })
  await page.locator('#root').getByRole('button', { name: ALPHA_WALLET.short }).click()
  await dialog.getByRole('button', { name: 'Buy crypto' }).click()
  await dialog.getByLabel('Amount').fill('50')
  await dialog.locator('[data-onramp-quote]').waitFor()
  await helpers.shoot(page, `onramp-${theme}`)
  await dialog.getByLabel('Amount').fill('5')
  await dialog.locator('[data-onramp-error]').waitFor()
  await helpers.shoot(page, `onramp-limit-${theme}`)
  await dialog.getByLabel('Amount').fill('50')
  await dialog.locator('[data-onramp-quote]').waitFor()
  const opened = page.waitForEvent('popup')
  await dialog.locator('[data-onramp-provider]').click()
  const popup = await opened
  await popup.getByRole('heading', { name: 'Buy DUSD' }).waitFor()
  await helpers.shoot(page, `onramp-pending-${theme}`)
  await popup.getByLabel('Card number').fill('4242 4242 4242 4242')
  await popup.getByLabel('Expiry (MM/YY)').fill('12/34')
  await popup.getByLabel('CVC').fill('123')
  if (theme === 'light') {
    await popup.screenshot({ path: `${parameters.outDir}/onramp-sandbox-checkout.png` })
    console.info('wrote docs/screenshots/onramp-sandbox-checkout.png')
  }
  await popup.getByRole('button', { name: 'Pay' }).click()
  await dialog.locator('[data-onramp-done]').waitFor({ timeout: 30_000 })
  await helpers.shoot(page, `onramp-done-${theme}`)
  await page.close()
}
