import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.js'
import { startHostApp } from './hostApp.js'

// Writes a PNG of each view in light and dark to docs/screenshots/ (npm run screenshots).
const outDir = fileURLToPath(new URL('../docs/screenshots', import.meta.url))
const PORT = 5290
mkdirSync(outDir, { recursive: true })

const server = await startHostApp({
  host: '127.0.0.1',
  port: PORT,
  root: fileURLToPath(new URL('../tests/e2e/ui-app', import.meta.url)),
})
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(250)
  const dialog = page.locator('appkit-modal').getByRole('dialog')
  await dialog.screenshot({ path: `${outDir}/${name}.png`, animations: 'disabled' })
  console.info(`wrote docs/screenshots/${name}.png`)
}

try {
  for (const theme of ['light', 'dark'] as const) {
    const page = await browser.newPage({ viewport: { width: 480, height: 900 }, deviceScaleFactor: 2 })
    await page.goto(`http://127.0.0.1:${PORT}/?theme=${theme}&multiWallet=1`)
    const dialog = page.locator('appkit-modal').getByRole('dialog')
    await page.locator('#root').getByRole('button', { name: 'Connect Wallet' }).click()
    await shoot(page, `connect-${theme}`)
    await page.evaluate(() => {
      ;(window as unknown as { __fixtureWallets: object }).__fixtureWallets = {
        rejectNext: true,
        balance: '1.23456789',
      }
    })
    await dialog.getByRole('button', { name: /Alpha Wallet/ }).click()
    await dialog.getByRole('alert').waitFor()
    await shoot(page, `connecting-rejected-${theme}`)
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.locator('#root').getByRole('button', { name: /0x11/ }).click()
    await shoot(page, `account-${theme}`)
    await dialog.getByRole('button', { name: /Ethereum/ }).click()
    await shoot(page, `networks-${theme}`)
    await dialog.getByRole('button', { name: 'Back' }).click()
    await dialog.getByRole('button', { name: /Alpha Wallet/ }).click()
    await shoot(page, `profile-wallets-${theme}`)
    await page.evaluate(() =>
      (window as unknown as { appKit: { open(options: object): Promise<void> } }).appKit.open({
        view: 'UnsupportedChain',
      }),
    )
    await shoot(page, `unsupported-chain-${theme}`)
    await page.close()
  }
} finally {
  await browser.close()
  await server.close()
}
