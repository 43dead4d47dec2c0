import { resolve } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import type { ViteDevServer } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config.js'
import { repoRoot, startHostApp } from '../../scripts/hostApp.js'
import { type DevStack, startDevStack } from '../../services/dev/startDevStack.js'

// As embeddedPlugin.spec.ts: the secure origin may keep its share in this third-party frame.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--disable-features=ThirdPartyCookieDeprecation,TrackingProtection3pcd,ThirdPartyCookieBlocking',
    ],
  },
})

// Its own stack (base 7080: secure site on localhost:7083, the local OpenID provider on 127.0.0.1:7086)
// and host page (7089, a port the stack keeps free), so it runs without the e2e lock.
const PORT_BASE = 7080
const HOST_PORT = PORT_BASE + 9
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

function modalUrl() {
  const info = stack.info
  const url = new URL('modal.html', `${HOST_ORIGIN}/`)
  url.searchParams.set('site', info.secureSiteUrl ?? '')
  url.searchParams.set('projectId', info.projectId)
  url.searchParams.set('api', info.apiUrl)
  url.searchParams.set('rpcUrl', info.rpcUrls['eip155:31337'] ?? '')
  return url.toString()
}

async function openSocialPopup(page: Page, provider: string) {
  await page.goto(modalUrl())
  const dialog = page.getByRole('dialog')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const popupOpened = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: provider, exact: true }).click()
  const popup = await popupOpened
  await expect(popup.getByRole('heading', { name: `Sign in with ${provider.toLowerCase()}` })).toBeVisible({
    timeout: 30_000,
  })
  return { dialog, popup }
}

test.describe('embedded wallet: social login through the local OpenID provider in a popup', () => {
  test('the social method on the Connect view; the provider login page in a 600x800 popup; the result connects and the Account view shows the address; the user name is in the login cache', async ({
    page,
  }) => {
    const { dialog, popup } = await openSocialPopup(page, 'GitHub')
    expect(popup.url().startsWith(`${stack.info.socialProviderUrl}/github/`)).toBe(true)
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([600, 800])
    await popup.getByLabel('Login').fill('alice')
    await popup.getByLabel('Password').fill('alice-password')
    const popupClosed = popup.waitForEvent('close')
    await popup.getByRole('button', { name: 'Sign in' }).click()
    await popupClosed
    const output = page.getByLabel('Address', { exact: true })
    await expect(output).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 30_000 })
    await expect(dialog).toBeHidden()
    const address = (await output.textContent()) as string
    expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/SOCIAL_USERNAME'))).toBe(
      JSON.stringify('alice'),
    )
    expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/EMAIL_LOGIN_USED_KEY'))).toBe(
      'true',
    )

    const short = `${address.slice(0, 4)}...${address.slice(-6)}`
    await page.getByRole('button', { name: short }).click()
    await expect(dialog.getByText(short)).toBeVisible()
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect(output).toHaveText('')
    expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/SOCIAL_USERNAME'))).toBeNull()
  })

  test('Apple answers with form_post; the same person signing in again gets the same wallet, the provider remembering them', async ({
    page,
  }) => {
    const output = page.getByLabel('Address', { exact: true })
    const { popup } = await openSocialPopup(page, 'Apple')
    await popup.getByLabel('Login').fill('bob')
    await popup.getByLabel('Password').fill('bob-password')
    await popup.getByRole('button', { name: 'Sign in' }).click()
    await expect(output).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 30_000 })
    const first = (await output.textContent()) as string
    expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/SOCIAL_USERNAME'))).toBe(
      JSON.stringify('Bob Example'),
    )

    // A new visit with nothing stored: the provider still has bob's session, so the popup needs no login.
    await page.evaluate(() => localStorage.clear())
    await page.goto(modalUrl())
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const again = page.waitForEvent('popup')
    await page.getByRole('dialog').getByRole('button', { name: 'Apple', exact: true }).click()
    await (await again).waitForEvent('close', { timeout: 30_000 })
    await expect(output).toHaveText(first, { timeout: 30_000 })
  })

  test("closing the popup gives 'Popup closed' and nothing connects", async ({ page }) => {
    const { dialog, popup } = await openSocialPopup(page, 'Google')
    await popup.close()
    await expect(dialog.getByRole('alert')).toHaveText('Popup closed', { timeout: 5_000 })
    await expect(page.getByLabel('Address', { exact: true })).toHaveText('')
    // The buttons work again after it.
    await expect(dialog.getByRole('button', { name: 'Google', exact: true })).toBeEnabled()
  })
})
