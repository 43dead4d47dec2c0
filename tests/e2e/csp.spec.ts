import type { Server } from 'node:http'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { build } from 'vite'
import { hostAppViteConfig } from '../../scripts/hostApp.js'
import { TEST_STACK_RPC_URLS } from '../fixtures/uiNetworks.js'
import { ALPHA_WALLET } from '../fixtures/uiWallets.js'
import { serveStatic } from '../support/serveStatic.js'
import { ModalPage } from './pages/modal.js'
import { setBalance } from './pages/uiWallets.js'

// A host that allows its own origin and its chains' RPC (the balance is read there), nothing else.
const CSP = `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' ${TEST_STACK_RPC_URLS.join(' ')}`
const PORT = 5280
let server: Server

test.beforeAll(async () => {
  const outDir = fileURLToPath(new URL('./.output/csp-app', import.meta.url))
  const root = fileURLToPath(new URL('./ui-app', import.meta.url))
  await build(hostAppViteConfig({ logLevel: 'error', build: { outDir, emptyOutDir: true } }, root))
  server = await serveStatic(outDir, PORT, { 'content-security-policy': CSP })
})

test.afterAll(() => {
  server?.close()
})

test("the modal works under a CSP without 'unsafe-inline' or eval", async ({ page }) => {
  await setBalance(ALPHA_WALLET, '1.23456789')
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  const modal = new ModalPage(page)
  await modal.goto(`http://127.0.0.1:${PORT}`)
  await modal.open()
  await expect(modal.wallet(/Alpha Wallet/)).toBeVisible()
  // Styles apply: the token custom properties reach the dialog through constructed stylesheets.
  expect(await modal.dialog.evaluate((node) => getComputedStyle(node).borderRadius)).toBe('24px')
  await modal.connect(/Alpha Wallet/)
  await modal.open(ALPHA_WALLET.short)
  await expect(modal.dialog.getByText('1.234 ETH', { exact: true })).toBeVisible()
  expect(violations).toEqual([])
})
