import type { Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import {
  approveInFrame,
  expect,
  FRAME_SELECTOR,
  frameStandsStill,
  freshEmail,
  shortAddress,
  shownEmail,
  THIRD_PARTY_STORAGE_ALLOWED,
  test,
} from './embeddedStack.js'

// Chromium here blocks storage in third-party frames by default: the frame then keeps its share in
// memory only. This lets the secure origin keep it, as a browser with third-party storage allowed would.
test.use({ launchOptions: THIRD_PARTY_STORAGE_ALLOWED })

// Its own stack (base 4900) and host page (127.0.0.1:5490), on ports no other test uses, so it runs
// without the e2e lock; the secure site is on localhost (another origin).
test.use({ embeddedStackOptions: { portBase: 4900, hostPort: 5490 } })

async function startEmailLogin(page: Page) {
  const dialog = page.getByRole('dialog')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(dialog).toBeVisible()
  const email = freshEmail('plugin')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByText(`Enter the code we sent to ${shownEmail(email)}`)).toBeVisible({
    timeout: 30_000,
  })
  return { dialog, email }
}

test.describe('embedded wallet plugin: email login through the modal, the frame on another origin', () => {
  test('nothing of the embedded wallet loads and no frame is created on a first visit', async ({
    page,
    stack,
  }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto(stack.pageUrl().toString())
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
    stack,
  }) => {
    await page.goto(stack.pageUrl().toString())
    const { dialog, email } = await startEmailLogin(page)
    await expect(page.locator(FRAME_SELECTOR)).toHaveCount(1)
    await dialog.getByLabel('Code').fill(await stack.latestCode(email))
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

    const short = shortAddress(address)
    await page.getByRole('button', { name: short }).click()
    await expect(dialog.getByText(short)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(page.locator(FRAME_SELECTOR)).toBeVisible()
    const frame = stack.secureFrame(page)
    await expect(frame.locator('#approval-details')).toHaveText('hello from the modal')
    await frameStandsStill(page)
    await approveInFrame(frame)
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

  test('a second device: the same email in another browser profile must approve the device by the mailed link, then the mailed code connects the same wallet', async ({
    page,
    browser,
    stack,
  }) => {
    test.setTimeout(150_000)
    await page.goto(stack.pageUrl().toString())
    const { dialog, email } = await startEmailLogin(page)
    await dialog.getByLabel('Code').fill(await stack.latestCode(email))
    await dialog.getByRole('button', { name: 'Verify' }).click()
    const output = page.getByLabel('Address', { exact: true })
    await expect(output).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 30_000 })
    const address = (await output.textContent()) as string

    // Another browser profile: its own storage, so the secure site sees a device it does not know.
    const other = await browser.newContext()
    try {
      const second = await other.newPage()
      await second.goto(stack.pageUrl().toString())
      const secondDialog = second.getByRole('dialog')
      await second.getByRole('button', { name: 'Connect Wallet' }).click()
      await secondDialog.getByLabel('Email').fill(email)
      await secondDialog.getByRole('button', { name: 'Continue' }).click()
      // The first login mailed a code moments ago: the 30 s cooldown applies, and says how long.
      const cooldown = secondDialog.getByText(/Please try again after \d+ seconds/)
      const approve = secondDialog.getByText(
        `Approve this device with the link we sent to ${shownEmail(email)}`,
      )
      await expect(cooldown.or(approve)).toBeVisible({ timeout: 30_000 })
      if (await cooldown.isVisible()) {
        const seconds = Number(/(\d+) seconds/.exec((await cooldown.textContent()) ?? '')?.[1])
        await second.waitForTimeout((seconds + 1) * 1000)
        await secondDialog.getByRole('button', { name: 'Continue' }).click()
      }
      await expect(approve).toBeVisible({ timeout: 30_000 })
      // The newest mail is the device-approval link; no code was mailed for this device yet.
      await expect.poll(async () => (await stack.inbox(email)).length).toBe(2)
      const [linkMail] = await stack.inbox(email)
      const link = /(http\S+approve-device\S+)/.exec(linkMail?.text ?? '')?.[1]
      if (!link) throw new Error(`no device-approval link mailed to ${email}`)
      const approval = await other.newPage()
      await approval.goto(link)
      await approval.getByRole('button', { name: 'Approve this device' }).click()
      await expect(approval.getByText('Device approved')).toBeVisible()

      await expect(secondDialog.getByText(`Enter the code we sent to ${shownEmail(email)}`)).toBeVisible({
        timeout: 30_000,
      })
      await secondDialog.getByLabel('Code').fill(await stack.latestCode(email, 2))
      await secondDialog.getByRole('button', { name: 'Verify' }).click()
      // The new device rebuilt the same wallet from its recovered share and the auth share.
      await expect(second.getByLabel('Address', { exact: true })).toHaveText(address, { timeout: 30_000 })
    } finally {
      await other.close()
    }
  })

  test('a wrong code shows the secure site’s error and keeps the login open', async ({ page, stack }) => {
    await page.goto(stack.pageUrl().toString())
    const { dialog, email } = await startEmailLogin(page)
    const code = await stack.latestCode(email)
    await dialog.getByLabel('Code').fill(code === '000000' ? '111111' : '000000')
    await dialog.getByRole('button', { name: 'Verify' }).click()
    await expect(dialog.getByText('the code is wrong; 4 tries left')).toBeVisible()
    await expect(page.getByLabel('Address', { exact: true })).toHaveText('')
  })

  test('a reload restores the email session through the frame; disconnect signs out and removes the login cache', async ({
    page,
    stack,
  }) => {
    await page.goto(stack.pageUrl().toString())
    const { dialog, email } = await startEmailLogin(page)
    await dialog.getByLabel('Code').fill(await stack.latestCode(email))
    await dialog.getByRole('button', { name: 'Verify' }).click()
    const output = page.getByLabel('Address', { exact: true })
    await expect(output).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 30_000 })
    const address = (await output.textContent()) as string

    await page.reload()
    await expect(output).toHaveText(address, { timeout: 30_000 })
    await expect(page.locator(FRAME_SELECTOR)).toHaveCount(1)

    const short = shortAddress(address)
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
