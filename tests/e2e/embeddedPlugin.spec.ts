import { resolve } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { verifyMessage } from 'viem'
import type { ViteDevServer } from 'vite'
import { inboxResponseSchema } from '../../kernel/protocol/devStack.js'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config.js'
import { repoRoot, startHostApp } from '../../scripts/hostApp.js'
import { type DevStack, startDevStack } from '../../services/dev/startDevStack.js'
import { frameStandsStill } from './pages/secureFrame.js'

// Chromium here blocks storage in third-party frames by default: the frame then keeps its share in
// memory only. The same flag as embeddedWalletStorage.spec.ts lets the secure origin keep it, as a
// browser with third-party storage allowed would.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--disable-features=ThirdPartyCookieDeprecation,TrackingProtection3pcd,ThirdPartyCookieBlocking',
    ],
  },
})

// Its own stack and host page, on ports no other test uses, so it runs without the e2e lock:
// the host page on 127.0.0.1, the secure site on localhost (another origin).
const PORT_BASE = 4900
const HOST_PORT = 5490
const HOST_ORIGIN = `http://127.0.0.1:${HOST_PORT}`
let stack: DevStack
let hostApp: ViteDevServer

test.beforeAll(async () => {
  stack = await startDevStack({
    portBase: PORT_BASE,
    dataDir: null,
    devJsonPath: null,
    origins: [HOST_ORIGIN],
  })
  hostApp = await startHostApp({
    host: '127.0.0.1',
    port: HOST_PORT,
    root: resolve(repoRoot, 'tests/e2e/embedded-app'),
  })
})
test.afterAll(async () => {
  await hostApp?.close()
  await stack?.close()
})

const freshEmail = () => `plugin-${crypto.randomUUID()}@example.com`
async function latestCode(email: string) {
  const response = await fetch(`${stack.info.mailInboxUrl}/api/messages?to=${encodeURIComponent(email)}`)
  const [mail] = inboxResponseSchema.parse(await response.json()).messages
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1]
  if (!code) throw new Error(`no code mailed to ${email}`)
  return code
}
function secureFrame(page: Page) {
  const origin = new URL(stack.info.secureSiteUrl ?? '').origin
  const frame = page.frames().find((candidate) => candidate.url().startsWith(origin))
  if (!frame) throw new Error('the secure frame is not on the page')
  return frame
}

const FRAME_SELECTOR = '#walletdock-secure-frame'

/** The modal host page (tests/e2e/embedded-app/modal.html) pointed at the demo stack. */
function modalUrl(base = `${HOST_ORIGIN}/`) {
  const info = stack.info
  const url = new URL('modal.html', base)
  url.searchParams.set('site', info.secureSiteUrl ?? '')
  url.searchParams.set('projectId', info.projectId)
  url.searchParams.set('api', info.apiUrl)
  url.searchParams.set('rpcUrl', info.rpcUrls['eip155:31337'] ?? '')
  return url.toString()
}

async function startEmailLogin(page: Page) {
  const dialog = page.getByRole('dialog')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(dialog).toBeVisible()
  const email = freshEmail()
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByText(`Enter the code we sent to ${email}`)).toBeVisible({ timeout: 30_000 })
  return { dialog, email }
}

test.describe('embedded wallet plugin: email login through the modal, the frame on another origin', () => {
  test('nothing of the embedded wallet loads and no frame is created on a first visit', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto(modalUrl())
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    // Everything the first visit loads has loaded (no request for 500 ms): a state, not a fixed wait.
    await page.waitForLoadState('networkidle')
    expect(await page.locator(FRAME_SELECTOR).count()).toBe(0)
    // The factory (index.ts) and its small constants are in the host's bundle; setup, connector, frame client and views are not.
    const heavy = [
      'setupEmbeddedWallet',
      'createEmbeddedConnector',
      'frameClient',
      'EmailSignIn',
      'EmailLogin',
    ]
    expect(
      requested.filter((url) => heavy.some((name) => url.includes(`/plugins/embedded-wallet/${name}.`))),
    ).toEqual([])
    expect(requested.filter((url) => url.startsWith(stack.info.secureSiteUrl ?? '-'))).toEqual([])
  })

  test('the email method on the Connect view; the code from the local inbox connects; the Account view shows the address; personal_sign through the frame approval verifies with viem', async ({
    page,
  }) => {
    await page.goto(modalUrl())
    const { dialog, email } = await startEmailLogin(page)
    await expect(page.locator(FRAME_SELECTOR)).toHaveCount(1)
    await dialog.getByLabel('Code').fill(await latestCode(email))
    await dialog.getByRole('button', { name: 'Verify' }).click()
    const output = page.getByLabel('Address', { exact: true })
    await expect(output).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 30_000 })
    await expect(dialog).toBeHidden()
    const address = (await output.textContent()) as `0x${string}`
    expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/EMAIL_LOGIN_USED_KEY'))).toBe(
      'true',
    )
    expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/EMAIL'))).toBe(
      JSON.stringify(email),
    )

    const short = `${address.slice(0, 4)}...${address.slice(-6)}`
    await page.getByRole('button', { name: short }).click()
    await expect(dialog.getByText(short)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(page.locator(FRAME_SELECTOR)).toBeVisible()
    const frame = secureFrame(page)
    await expect(frame.locator('#approval-details')).toHaveText('hello from the modal')
    await frameStandsStill(page)
    await frame.locator('#approval-approve').click()
    const signature = page.getByLabel('Signature')
    await expect(page.getByLabel('Error')).toHaveText('')
    await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 30_000 })
    expect(
      await verifyMessage({
        address,
        message: 'hello from the modal',
        signature: (await signature.textContent()) as `0x${string}`,
      }),
    ).toBe(true)
    await expect(page.locator(FRAME_SELECTOR)).toBeHidden()
  })

  test('a wrong code shows the secure site’s error and keeps the login open', async ({ page }) => {
    await page.goto(modalUrl())
    const { dialog, email } = await startEmailLogin(page)
    const code = await latestCode(email)
    await dialog.getByLabel('Code').fill(code === '000000' ? '111111' : '000000')
    await dialog.getByRole('button', { name: 'Verify' }).click()
    await expect(dialog.getByText('the code is wrong; 4 tries left')).toBeVisible()
    await expect(page.getByLabel('Address', { exact: true })).toHaveText('')
  })

  test('a reload restores the email session through the frame; disconnect signs out and removes the login cache', async ({
    page,
  }) => {
    await page.goto(modalUrl())
    const { dialog, email } = await startEmailLogin(page)
    await dialog.getByLabel('Code').fill(await latestCode(email))
    await dialog.getByRole('button', { name: 'Verify' }).click()
    const output = page.getByLabel('Address', { exact: true })
    await expect(output).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 30_000 })
    const address = (await output.textContent()) as string

    await page.reload()
    await expect(output).toHaveText(address, { timeout: 30_000 })
    await expect(page.locator(FRAME_SELECTOR)).toHaveCount(1)

    const short = `${address.slice(0, 4)}...${address.slice(-6)}`
    await page.getByRole('button', { name: short }).click()
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect(output).toHaveText('')
    expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/EMAIL_LOGIN_USED_KEY'))).toBeNull()
    expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/EMAIL'))).toBeNull()
    await page.reload()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await expect(output).toHaveText('')
  })
})
