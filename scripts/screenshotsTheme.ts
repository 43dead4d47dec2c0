import { mkdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { type Browser, chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.js'
import { startDevStack } from '../services/dev/startDevStack.js'
import { installUiWallets } from '../tests/e2e/pages/uiWallets.js'
import { ALPHA_WALLET } from '../tests/fixtures/uiWallets.js'
import { startHostApp } from './hostApp.js'

type Helpers = { newPage(browser: Browser): Promise<Page>; shoot(page: Page, name: string): Promise<void> }

/** The presets shown in docs/theme.md: the built-in ones and one derived from an accent and a radius. */
const PRESETS = [
  { name: 'theme-light', query: { theme: 'light' } },
  { name: 'theme-dark', query: { theme: 'dark' } },
  { name: 'theme-light-accent', query: { theme: 'light', accent: '#7b3fe4', radius: 'small' } },
  { name: 'theme-dark-accent', query: { theme: 'dark', accent: '#e8590c', radius: 'large' } },
] as const

async function connectAndOpenAccount(page: Page, connectLabel: string) {
  const dialog = page.locator('appkit-modal').getByRole('dialog')
  await page.locator('#root').getByRole('button', { name: connectLabel }).click()
  await dialog.getByRole('button', { name: /Alpha Wallet/ }).click()
  await dialog.waitFor({ state: 'hidden' })
  await page.locator('#root').getByRole('button', { name: ALPHA_WALLET.short }).click()
  await dialog.locator('[data-account-action="receive"]').waitFor()
}

/**
 * docs/theme.md's samples (each preset's Connect and Account views) and docs/i18n.md's right-to-left
 * samples (Arabic's Connect, Account and Receive views, light and dark), on the UI test page.
 */
export async function shootThemes(
  parameters: { browser: Browser; port: number },
  stack: { apiUrl: string; projectId: string; rpcUrls: Record<string, string> },
  helpers: Helpers,
) {
  const rpcUrls = Object.values(stack.rpcUrls)
  const open = async (query: Record<string, string>) => {
    const page = await helpers.newPage(parameters.browser)
    await installUiWallets(page, rpcUrls)
    const search = new URLSearchParams({ ...query, api: stack.apiUrl, project: stack.projectId, send: '1' })
    for (const url of rpcUrls) search.append('rpc', url)
    await page.goto(`http://127.0.0.1:${parameters.port}/?${search}`)
    return page
  }
  for (const preset of PRESETS) {
    const page = await open(preset.query)
    await page.locator('#root').getByRole('button', { name: 'Connect Wallet' }).click()
    await helpers.shoot(page, `${preset.name}-connect`)
    await page.keyboard.press('Escape')
    await connectAndOpenAccount(page, 'Connect Wallet')
    await helpers.shoot(page, `${preset.name}-account`)
    await page.close()
  }
  for (const theme of ['light', 'dark'] as const) {
    const page = await open({ theme, locale: 'ar' })
    const dialog = page.locator('appkit-modal').getByRole('dialog')
    await page.locator('#root').getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog
      .locator('[dir="rtl"]')
      .or(dialog.and(page.locator('[dir="rtl"]')))
      .first()
      .waitFor()
    await dialog.getByRole('button', { name: /Alpha Wallet/ }).waitFor()
    await helpers.shoot(page, `locale-ar-connect-${theme}`)
    await page.keyboard.press('Escape')
    await connectAndOpenAccount(page, 'Connect Wallet')
    await helpers.shoot(page, `locale-ar-account-${theme}`)
    await dialog.locator('[data-account-action="receive"]').click()
    await dialog.locator('[data-receive-address]').waitFor()
    await helpers.shoot(page, `locale-ar-receive-${theme}`)
    await page.close()
  }
}

// `npx tsx scripts/screenshotsTheme.ts` shoots only these (npm run screenshots shoots them with the rest).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = fileURLToPath(new URL('../docs/screenshots', import.meta.url))
  mkdirSync(outDir, { recursive: true })
  const port = 5291
  const stack = await startDevStack({
    portBase: 4300,
    dataDir: null,
    devJsonPath: null,
    origins: [`http://127.0.0.1:${port}`],
  })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const app = await startHostApp({
    host: '127.0.0.1',
    port,
    root: fileURLToPath(new URL('../tests/e2e/ui-app', import.meta.url)),
  })
  try {
    await shootThemes({ browser, port }, stack.info, {
      newPage: (given) => given.newPage({ viewport: { width: 480, height: 900 }, deviceScaleFactor: 2 }),
      async shoot(page, name) {
        await page.mouse.move(0, 0)
        await page.waitForTimeout(250)
        const dialog = page.locator('appkit-modal').getByRole('dialog')
        await dialog.screenshot({ path: `${outDir}/${name}.png`, animations: 'disabled' })
        console.info(`wrote docs/screenshots/${name}.png`)
      },
    })
  } finally {
    await app.close()
    await browser.close()
    await stack.close()
  }
}
