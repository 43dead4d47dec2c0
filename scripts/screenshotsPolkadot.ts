import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.js'
import { addProject } from '../services/admin/addProject.js'
import { freePort } from '../services/chain/freePort.js'
import { findPolkadotChainWorkspace } from '../services/chain/polkadot/polkadotChainWorkspace.js'
import { openDatabase } from '../services/db/openDatabase.js'
import { DEV_ORIGINS, DEV_PROJECT_ID } from '../services/dev/devDefaults.js'
import type { DevCleanups } from '../services/dev/startDevChains.js'
import { startDevPolkadot } from '../services/dev/startDevPolkadot.js'
import { bundlePageScript } from '../tests/fixtures/bundlePageScript.js'
import { hostAppViteConfig, PREBUNDLED_DEPS, repoRoot } from './hostApp.js'

// The Polkadot views in light and dark (npx tsx scripts/screenshotsPolkadot.ts): Connect listing the polkadot-js
// extension, and the Account view with the balance read from the local chain. Writes docs/screenshots/polkadot-*.png.
const outDir = fileURLToPath(new URL('../docs/screenshots', import.meta.url))
const workspace = findPolkadotChainWorkspace()
if (!workspace) throw new Error('run "npm install --prefix optional/polkadot-chain --ignore-scripts" first')
const cleanups: DevCleanups = []
const database = await openDatabase()
await addProject(database, { id: DEV_PROJECT_ID, name: 'appkit dev', origins: DEV_ORIGINS })
const chain = await startDevPolkadot(workspace, 7700, cleanups).guarded(database)
if (!chain) throw new Error('the local Polkadot chain did not start')
const port = await freePort()
const { createServer } = await import('vite')
const app = await createServer(
  hostAppViteConfig(
    {
      server: { host: '127.0.0.1', port, strictPort: true },
      optimizeDeps: { include: [...PREBUNDLED_DEPS, '@polkadot/api', '@polkadot/util-crypto'] },
    },
    `${repoRoot}tests/e2e/polkadot-app`,
  ),
)
await app.listen()
const extension = await bundlePageScript(
  new URL('../tests/fixtures/polkadotTestExtension/page.ts', import.meta.url),
  'Polkadot test extension',
)
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  for (const theme of ['light', 'dark'] as const) {
    const page = await browser.newPage({ viewport: { width: 480, height: 900 }, deviceScaleFactor: 2 })
    await page.emulateMedia({ colorScheme: theme })
    await page.addInitScript(
      (value) => {
        ;(window as { __polkadotTestExtensionConfig?: unknown }).__polkadotTestExtensionConfig = value
      },
      { accounts: chain.accounts },
    )
    await page.addInitScript({ content: extension })
    await page.goto(`http://127.0.0.1:${port}/?rpc=${encodeURIComponent(chain.rpcUrl)}`)
    const dialog = page.locator('appkit-modal').getByRole('dialog')
    const shoot = async (name: string) => {
      await page.mouse.move(0, 0)
      await page.waitForTimeout(250)
      await dialog.screenshot({ path: `${outDir}/${name}-${theme}.png`, animations: 'disabled' })
      console.info(`wrote docs/screenshots/${name}-${theme}.png`)
    }
    await page.locator('#root').getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('button', { name: /Polkadot\.js/ }).waitFor()
    await shoot('polkadot-connect')
    await dialog.getByRole('button', { name: /Polkadot\.js/ }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.locator('#root').getByRole('button').first().click()
    await dialog.getByText('1,000 ROC').waitFor()
    await shoot('polkadot-account')
    await page.close()
  }
} finally {
  await browser.close()
  await app.close()
  for (const cleanup of cleanups.reverse()) await cleanup()
  await database.close()
}
