import type { Page } from '@playwright/test'
import {
  type EmbeddedStack,
  expect,
  shortAddress,
  THIRD_PARTY_STORAGE_ALLOWED,
  test,
} from './embeddedStack.js'

// As embeddedPlugin.spec.ts: the secure origin may keep its share in this third-party frame.
test.use({ launchOptions: THIRD_PARTY_STORAGE_ALLOWED })

// Its own stack (base 7080: secure site on localhost:7083, the local OpenID provider on 127.0.0.1:7086)
// and host page (7090, a port the stack keeps free: base + 9 is the on-ramp sandbox's), so it runs without the e2e lock.
test.use({ embeddedStackOptions: { portBase: 7080, hostPort: 7090 } })

/** The analytics events the page posts to the stack's API (POST /e), by name and provider, in order. */
function watchAnalytics(page: Page) {
  const events: string[] = []
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/e') return
    const body = request.postDataJSON() as { props?: { event?: string; properties?: { provider?: string } } }
    if (body.props?.event?.startsWith('SOCIAL_LOGIN_'))
      events.push(`${body.props.event} ${body.props.properties?.provider ?? ''}`)
  })
  return events
}

async function openSocialPopup(page: Page, stack: EmbeddedStack, provider: string) {
  await page.goto(stack.pageUrl().toString())
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
    stack,
  }) => {
    const events = watchAnalytics(page)
    const { dialog, popup } = await openSocialPopup(page, stack, 'GitHub')
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
    // Spec 3: the provider is the account's socialProvider and the connection's auth.name; the username is the user's.
    await expect(page.getByLabel('Social provider')).toHaveText('github')
    await expect(page.getByLabel('Auth name')).toHaveText('github')
    await expect(page.getByLabel('User name')).toHaveText('alice')
    // Spec 7: the social-login events, in order, through the kernel's analytics to the stack's POST /e.
    await expect
      .poll(() => events)
      .toEqual([
        'SOCIAL_LOGIN_STARTED github',
        'SOCIAL_LOGIN_REQUEST_USER_DATA github',
        'SOCIAL_LOGIN_SUCCESS github',
      ])

    const short = shortAddress(address)
    await page.getByRole('button', { name: short }).click()
    await expect(dialog.getByText(short)).toBeVisible()
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect(output).toHaveText('')
    expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/SOCIAL_USERNAME'))).toBeNull()
  })

  test('Apple answers with form_post; the same person signing in again gets the same wallet, the provider remembering them', async ({
    page,
    stack,
  }) => {
    const output = page.getByLabel('Address', { exact: true })
    const { popup } = await openSocialPopup(page, stack, 'Apple')
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
    await page.goto(stack.pageUrl().toString())
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const again = page.waitForEvent('popup')
    await page.getByRole('dialog').getByRole('button', { name: 'Apple', exact: true }).click()
    await (await again).waitForEvent('close', { timeout: 30_000 })
    await expect(output).toHaveText(first, { timeout: 30_000 })
  })

  test("closing the popup gives 'Popup closed' and nothing connects", async ({ page, stack }) => {
    const events = watchAnalytics(page)
    const { dialog, popup } = await openSocialPopup(page, stack, 'Google')
    await popup.close()
    await expect(dialog.getByRole('alert')).toHaveText('Popup closed', { timeout: 5_000 })
    await expect.poll(() => events).toEqual(['SOCIAL_LOGIN_STARTED google', 'SOCIAL_LOGIN_ERROR google'])
    await expect(page.getByLabel('Address', { exact: true })).toHaveText('')
    // The buttons work again after it.
    await expect(dialog.getByRole('button', { name: 'Google', exact: true })).toBeEnabled()
  })
})
