import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.js'
import { inboxResponseSchema } from '../services/dev/devStackInfo.js'
import { startDevStack } from '../services/dev/startDevStack.js'
import { repoRoot, startHostApp } from './hostApp.js'

// Writes PNGs of the embedded wallet's views, light and dark, to docs/screenshots/ (npm run
// screenshots:embedded): the Connect view with the email field and the social buttons, EmailLogin,
// ApproveTransaction and UpdateEmailWallet. Its own stack on port base 7060 (SCREENSHOTS_PORT_BASE,
// host page on base+15), no e2e lock.
const outDir = fileURLToPath(new URL('../docs/screenshots', import.meta.url))
const PORT_BASE = Number(process.env.SCREENSHOTS_PORT_BASE ?? 7060)
const HOST_PORT = PORT_BASE + 15
const HOST_ORIGIN = `http://127.0.0.1:${HOST_PORT}`
mkdirSync(outDir, { recursive: true })

const stack = await startDevStack({
  portBase: PORT_BASE,
  dataDir: null,
  devJsonPath: null,
  origins: [HOST_ORIGIN],
})
const hostApp = await startHostApp({
  host: '127.0.0.1',
  port: HOST_PORT,
  root: resolve(repoRoot, 'tests/e2e/embedded-app'),
})
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [
    ...CHROMIUM_ARGS,
    '--disable-features=ThirdPartyCookieDeprecation,TrackingProtection3pcd,ThirdPartyCookieBlocking',
  ],
})

async function latestCode(email: string): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const response = await fetch(`${stack.info.mailInboxUrl}/api/messages?to=${encodeURIComponent(email)}`)
    const [mail] = inboxResponseSchema.parse(await response.json()).messages
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1]
    if (code) return code
    await new Promise((done) => setTimeout(done, 200))
  }
  throw new Error(`no code mailed to ${email}`)
}

/** The modal and, when shown, the secure frame's dialog above it: one picture of what the person sees. */
async function shoot(page: Page, name: string) {
  await page.mouse.move(0, 0)
  await page.waitForTimeout(400)
  const box = await page.locator('appkit-modal dialog').boundingBox()
  if (!box) throw new Error('the modal is not shown')
  await page.screenshot({ path: `${outDir}/${name}.png`, clip: box, animations: 'disabled' })
  console.info(`wrote docs/screenshots/${name}.png`)
}

try {
  for (const theme of ['light', 'dark'] as const) {
    const page = await browser.newPage({
      viewport: { width: 480, height: 900 },
      deviceScaleFactor: 2,
      colorScheme: theme,
    })
    const url = new URL('modal.html', `${HOST_ORIGIN}/`)
    for (const [key, value] of Object.entries({
      site: stack.info.secureSiteUrl ?? '',
      projectId: stack.info.projectId,
      api: stack.info.apiUrl,
      rpcUrl: stack.info.rpcUrls['eip155:31337'] ?? '',
      theme,
    }))
      url.searchParams.set(key, value)
    await page.goto(url.toString())
    const modal = page.locator('appkit-modal dialog')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await modal.getByRole('button', { name: 'GitHub', exact: true }).waitFor()
    await shoot(page, `connect-email-social-${theme}`)
    const email = `screenshots-${theme}@example.com`
    await modal.getByLabel('Email').fill(email)
    await modal.getByRole('button', { name: 'Continue' }).click()
    await modal.getByText(`Enter the code we sent to ${email}`).waitFor({ timeout: 30_000 })
    await shoot(page, `email-login-${theme}`)
    await modal.getByLabel('Code').fill(await latestCode(email))
    await modal.getByRole('button', { name: 'Verify' }).click()
    await modal.waitFor({ state: 'hidden', timeout: 30_000 })

    await page.getByRole('button', { name: 'Sign typed data' }).click()
    const frame = page.frameLocator('#walletdock-secure-frame')
    await frame.locator('#approval').waitFor({ timeout: 30_000 })
    await shoot(page, `approve-transaction-${theme}`)
    await frame.locator('#approval-reject').click()
    await modal.waitFor({ state: 'hidden' })

    const address = (await page.getByLabel('Address', { exact: true }).textContent()) ?? ''
    await page.getByRole('button', { name: `${address.slice(0, 4)}...${address.slice(-6)}` }).click()
    await modal.getByRole('button', { name: 'Update email' }).click()
    await modal.getByLabel('New email').fill(`new-${email}`)
    await shoot(page, `update-email-wallet-${theme}`)
    await page.close()
  }
} finally {
  await browser.close()
  await hostApp.close()
  await stack.close()
}
