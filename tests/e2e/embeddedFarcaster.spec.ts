import type { Page } from '@playwright/test'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { registerLocalFid } from '../support/registerLocalFid.js'
import { signInAsFarcasterClient } from '../support/signInAsFarcasterClient.js'
import {
  type EmbeddedStack,
  expect,
  FRAME_SELECTOR,
  THIRD_PARTY_STORAGE_ALLOWED,
  test,
} from './embeddedStack.js'

// As embeddedPlugin.spec.ts: the secure origin may keep its share, as a browser with third-party storage allowed would.
test.use({ launchOptions: THIRD_PARTY_STORAGE_ALLOWED })

// Its own stack (port base 7100: secure site localhost:7103, farcaster relay 7107) and host page (7110), so it runs without the e2e lock.
test.use({ embeddedStackOptions: { portBase: 7100, hostPort: 7110 } })

/** A Farcaster account of the local IdRegistry: a fresh custody key that owns a fresh fid. */
async function farcasterAccount(stack: EmbeddedStack) {
  const farcaster = stack.info.farcaster
  if (!farcaster) throw new Error('the dev stack runs no farcaster relay')
  const custody = privateKeyToAccount(generatePrivateKey())
  const fid = 100_000 + ((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % 900_000)
  await registerLocalFid(farcaster.idRegistry.rpcUrl, custody.address, fid)
  return { custody, fid, username: `alice${fid}` }
}

/** The test plays the Farcaster app: signs the URL the modal shows with a custody key and posts it to the relay. */
async function signAsFarcasterApp(
  stack: EmbeddedStack,
  url: string,
  account: Awaited<ReturnType<typeof farcasterAccount>>,
) {
  const farcaster = stack.info.farcaster
  if (!farcaster) throw new Error('the dev stack runs no farcaster relay')
  return signInAsFarcasterClient({
    relayUrl: farcaster.relayUrl,
    clientKey: farcaster.clientKey,
    rpcUrl: farcaster.idRegistry.rpcUrl,
    url,
    ...account,
  })
}

/** Opens the modal, chooses Farcaster and returns the sign-in URL ConnectingFarcaster shows. */
async function openFarcaster(page: Page) {
  const dialog = page.getByRole('dialog')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: 'Sign in with Farcaster' }).click()
  const shown = dialog.locator('[data-farcaster-url]')
  await expect(shown).toBeVisible({ timeout: 30_000 })
  const url = (await shown.getAttribute('data-farcaster-url')) ?? ''
  return { dialog, url }
}

test.describe('embedded wallet: farcaster login, the test as the Farcaster client', () => {
  test('ConnectingFarcaster shows the connect URL as a QR code and a deep link; the signed message connects the embedded wallet', async ({
    page,
    stack,
  }) => {
    await page.goto(stack.pageUrl().toString())
    const { dialog, url } = await openFarcaster(page)
    expect(new URL(url).origin).toBe(stack.info.farcaster?.relayUrl)
    expect(new URL(url).searchParams.get('channelToken')).toMatch(/^[0-9a-f-]{36}$/)
    await expect(dialog.getByRole('img', { name: 'Farcaster sign-in QR code' })).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Open Farcaster' })).toHaveAttribute('href', url)

    const account = await farcasterAccount(stack)
    expect(await signAsFarcasterApp(stack, url, account)).toBe(201)
    const output = page.getByLabel('Address', { exact: true })
    await expect(output).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 30_000 })
    await expect(dialog).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/SOCIAL_USERNAME'))).toBe(
      JSON.stringify(account.username),
    )
    expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/EMAIL_LOGIN_USED_KEY'))).toBe(
      'true',
    )
    // The keys were made in the secure frame: the host page's storage holds none.
    const hostStorage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
    expect(hostStorage).not.toMatch(/share|seed|privateKey/i)
  })

  test('going back without an address clears the URL and reloads the connector: the old sign-in no longer connects, a new one does', async ({
    page,
    stack,
  }) => {
    await page.goto(stack.pageUrl().toString())
    const { dialog, url: first } = await openFarcaster(page)
    await dialog.getByRole('button', { name: 'Back' }).click()
    await expect(dialog.getByRole('button', { name: 'Sign in with Farcaster' })).toBeVisible()
    await expect(page.locator(FRAME_SELECTOR)).toHaveCount(0)

    const account = await farcasterAccount(stack)
    // The old URL is dropped: signing it does not connect the page.
    await signAsFarcasterApp(stack, first, account)
    await page.waitForTimeout(2_000)
    await expect(page.getByLabel('Address', { exact: true })).toHaveText('')

    await dialog.getByRole('button', { name: 'Sign in with Farcaster' }).click()
    const shown = dialog.locator('[data-farcaster-url]')
    await expect(shown).toBeVisible({ timeout: 30_000 })
    const second = (await shown.getAttribute('data-farcaster-url')) ?? ''
    expect(second).not.toBe(first)
    expect(await signAsFarcasterApp(stack, second, account)).toBe(201)
    await expect(page.getByLabel('Address', { exact: true })).toHaveText(/^0x[0-9a-fA-F]{40}$/, {
      timeout: 30_000,
    })
  })

  test("a message signed by a key that does not own the fid shows 'Failed to connect to farcaster'", async ({
    page,
    stack,
  }) => {
    await page.goto(stack.pageUrl().toString())
    const { dialog, url } = await openFarcaster(page)
    const owner = await farcasterAccount(stack)
    const stranger = privateKeyToAccount(generatePrivateKey())
    await signAsFarcasterApp(stack, url, { ...owner, custody: stranger })
    await expect(dialog.getByRole('alert')).toHaveText('Failed to connect to farcaster', { timeout: 30_000 })
    await expect(page.getByLabel('Address', { exact: true })).toHaveText('')
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible()
  })
})
