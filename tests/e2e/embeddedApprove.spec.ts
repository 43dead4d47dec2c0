import type { Page } from '@playwright/test'
import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import type { ViteDevServer } from 'vite'
import { MAIL } from './embedded-app/constants.js'
import {
  approveInFrame,
  type EmbeddedStack,
  expect,
  FRAME_SELECTOR,
  frameStandsStill,
  shortAddress,
  shownEmail,
  signInThroughModal,
  startEmbeddedHostApp,
  THIRD_PARTY_STORAGE_ALLOWED,
  test,
} from './embeddedStack.js'

// Third-party storage allowed, as in embeddedPlugin.spec.ts, so the frame keeps its share.
test.use({ launchOptions: THIRD_PARTY_STORAGE_ALLOWED })

// Its own stack (port base 7060) and host page (127.0.0.1:7075), so it runs without the e2e lock; the
// secure site is on localhost (another origin).
test.use({ embeddedStackOptions: { portBase: 7060, hostPort: 7075 } })
/** The same page on an origin the project does not allow (and not one of the local-development origins the kernel always allows). */
const FOREIGN_PORT = 7076
const FOREIGN_ORIGIN = `http://127.0.0.2:${FOREIGN_PORT}`
let foreignApp: ViteDevServer | undefined

test.afterAll(async () => {
  await foreignApp?.close()
})

const chain = (stack: EmbeddedStack) => createPublicClient({ transport: http(stack.rpcUrl) })

/** Signs in with a fresh email on the modal page; `to` is the recipient of the page's transaction. */
async function signedIn(page: Page, stack: EmbeddedStack, to?: string) {
  const url = stack.pageUrl()
  if (to) url.searchParams.set('to', to)
  await page.goto(url.toString())
  return { ...(await signInThroughModal(page, stack, 'approve')), modal: page.locator('appkit-modal dialog') }
}

/** The ApproveTransaction view is open in the modal, and the frame's own panel shows over it. */
async function approvalShown(page: Page, stack: EmbeddedStack) {
  const modal = page.locator('appkit-modal dialog')
  await expect(modal).toBeVisible()
  await expect(modal.getByText('Approve transaction')).toBeVisible()
  const frame = stack.secureFrame(page)
  await expect(frame.locator('#approval')).toBeVisible()
  await frameStandsStill(page)
  return { modal, frame }
}

test.describe('embedded wallet: ApproveTransaction with the secure frame above the modal, verified on anvil', () => {
  test('personal_sign: approve in the frame signs (viem verifies); reject answers UserRejectedRequestError; the modal closes', async ({
    page,
    stack,
  }) => {
    const { address } = await signedIn(page, stack)
    await page.getByRole('button', { name: 'Sign message' }).click()
    const { modal, frame } = await approvalShown(page, stack)
    await expect(modal.getByLabel('What is being signed')).toContainText('hello from the modal')
    await expect(frame.locator('#approval-details')).toHaveText('hello from the modal')
    await approveInFrame(frame)
    const signature = page.getByLabel('Signature')
    await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 30_000 })
    expect(
      await verifyMessage({
        address,
        message: 'hello from the modal',
        signature: (await signature.textContent()) as `0x${string}`,
      }),
    ).toBe(true)
    await expect(modal).toBeHidden()
    await expect(page.locator(FRAME_SELECTOR)).toBeHidden()

    await page.getByRole('button', { name: 'Sign message' }).click()
    await approvalShown(page, stack)
    await stack.secureFrame(page).locator('#approval-reject').click()
    await expect(page.getByLabel('Error')).toContainText('UserRejectedRequestError')
    await expect(signature).toHaveText('')
    await expect(modal).toBeHidden()

    // The frame has the focus while it asks: Escape there is the person's Reject.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await approvalShown(page, stack)
    await page.keyboard.press('Escape')
    await expect(page.getByLabel('Error')).toContainText('UserRejectedRequestError')
    await expect(modal).toBeHidden()
  })

  test('eth_signTypedData_v4: the view shows the typed-data fields; approve signs (viem verifies)', async ({
    page,
    stack,
  }) => {
    const { address } = await signedIn(page, stack)
    await page.getByRole('button', { name: 'Sign typed data' }).click()
    const { modal, frame } = await approvalShown(page, stack)
    const details = modal.getByLabel('What is being signed')
    await expect(details).toContainText('Mail')
    await expect(details).toContainText('domain.name')
    await expect(details).toContainText('Ether Mail')
    await expect(details).toContainText('contents')
    await expect(details).toContainText('Hello, Bob!')
    await approveInFrame(frame)
    const signature = page.getByLabel('Signature')
    await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 30_000 })
    expect(
      await verifyTypedData({
        address,
        ...MAIL,
        signature: (await signature.textContent()) as `0x${string}`,
      }),
    ).toBe(true)
  })

  test('eth_sendTransaction: the view shows recipient and amount; approve mines it on anvil and refreshes the balance; reject moves nothing', async ({
    page,
    stack,
  }) => {
    // A login, two approvals and a mined transaction: more than the default 30 s on a loaded machine.
    test.setTimeout(120_000)
    const recipient = `0x${crypto.randomUUID().replaceAll('-', '').padEnd(40, '7')}` as `0x${string}`
    const { address } = await signedIn(page, stack, recipient)
    await chain(stack).request({
      method: 'anvil_setBalance' as never,
      params: [address, '0x8ac7230489e80000'] as never,
    })

    await page.getByRole('button', { name: 'Send 1.5 ETH' }).click()
    let shown = await approvalShown(page, stack)
    await shown.frame.locator('#approval-reject').click()
    await expect(page.getByLabel('Error')).toContainText('UserRejectedRequestError')
    expect(await chain(stack).getBalance({ address: recipient })).toBe(0n)

    await page.getByRole('button', { name: 'Send 1.5 ETH' }).click()
    shown = await approvalShown(page, stack)
    const details = shown.modal.getByLabel('What is being signed')
    await expect(details).toContainText(recipient)
    await expect(details).toContainText('1.5 ETH')
    await approveInFrame(shown.frame)
    const hash = page.getByLabel('Signature')
    await expect(hash).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 30_000 })
    const receipt = await chain(stack).waitForTransactionReceipt({
      hash: (await hash.textContent()) as `0x${string}`,
    })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(await chain(stack).getBalance({ address: recipient })).toBe(parseEther('1.5'))
    await expect(shown.modal).toBeHidden()
    // The balance was read again after the request succeeded: 10 ETH less 1.5 ETH and the gas.
    const short = shortAddress(address)
    await page.getByRole('button', { name: short }).click()
    // The refresh runs after the answer (it does not delay it): wait for it, as long as a loaded machine needs.
    await expect(shown.modal.getByText(/^8\.49\d* ETH$/)).toBeVisible({ timeout: 30_000 })
  })

  test('closing the modal during ApproveTransaction aborts the request in the frame: Request was aborted', async ({
    page,
    stack,
  }) => {
    await signedIn(page, stack)
    await page.getByRole('button', { name: 'Sign message' }).click()
    await approvalShown(page, stack)
    // The frame takes focus when shown; with the page focused instead, Escape closes the modal.
    await page.evaluate(() =>
      (document.activeElement?.shadowRoot?.activeElement as HTMLElement | null)?.blur(),
    )
    await page.keyboard.press('Escape')
    await expect(page.getByLabel('Error')).toContainText('Request was aborted')
    await expect(page.locator('appkit-modal dialog')).toBeHidden()
    await expect(page.locator(FRAME_SELECTOR)).toBeHidden()
    await expect(stack.secureFrame(page).locator('#approval')).toBeHidden()
  })

  test('an unknown method is rejected with Requested RPC call is not allowed, and the UI says Action not allowed', async ({
    page,
    stack,
  }) => {
    const { address } = await signedIn(page, stack)
    await page.getByRole('button', { name: 'Unknown method' }).click()
    await expect(page.getByLabel('Error')).toContainText('Requested RPC call is not allowed')
    await expect(page.locator(FRAME_SELECTOR)).toBeHidden()
    const short = shortAddress(address)
    await page.getByRole('button', { name: short }).click()
    await expect(page.locator('appkit-modal').getByRole('status')).toHaveText(/Action not allowed/)
  })

  test('UpdateEmailWallet: a code to the current email, then one to the new email; the new email is stored', async ({
    page,
    stack,
  }) => {
    test.setTimeout(120_000)
    const { address, email, modal } = await signedIn(page, stack)
    const newEmail = `updated-${crypto.randomUUID()}@example.com`
    const short = shortAddress(address)
    await page.getByRole('button', { name: short }).click()
    await modal.getByRole('button', { name: 'Update email' }).click()
    await modal.getByLabel('New email').fill(email)
    await modal.getByRole('button', { name: 'Continue' }).click()
    await expect(modal.getByText('This is your current email')).toBeVisible()

    const mailsBefore = (await stack.inbox(email)).length
    await modal.getByLabel('New email').fill(newEmail)
    await modal.getByRole('button', { name: 'Continue' }).click()
    // The login mailed a code moments ago: the 30 s cooldown applies to the update too, and says how long.
    const cooldown = modal.getByText(/Please try again after \d+ seconds/)
    await expect(cooldown).toBeVisible({ timeout: 30_000 })
    const seconds = Number(/(\d+) seconds/.exec((await cooldown.textContent()) ?? '')?.[1])
    await page.waitForTimeout((seconds + 1) * 1000)
    await modal.getByRole('button', { name: 'Continue' }).click()
    await expect(
      modal.getByText(`Enter the code we sent to ${shownEmail(email)} to confirm the change`),
    ).toBeVisible({
      timeout: 30_000,
    })
    await modal.getByLabel('Code').fill(await stack.latestCode(email, mailsBefore))
    await modal.getByRole('button', { name: 'Verify' }).click()
    await expect(modal.getByText(`Enter the code we sent to ${shownEmail(newEmail)}`)).toBeVisible({
      timeout: 30_000,
    })
    await modal.getByLabel('Code').fill(await stack.latestCode(newEmail))
    await modal.getByRole('button', { name: 'Verify' }).click()
    await expect(modal.getByText(`Your email is now ${shownEmail(newEmail)}`)).toBeVisible({
      timeout: 30_000,
    })
    expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/EMAIL'))).toBe(
      JSON.stringify(newEmail),
    )

    // The secure site has the new email too: after a reload the frame's user carries it.
    await page.reload()
    await expect(page.getByLabel('Address', { exact: true })).toHaveText(address, { timeout: 30_000 })
    expect(await page.evaluate(() => localStorage.getItem('@appkit-wallet/EMAIL'))).toBe(
      JSON.stringify(newEmail),
    )
  })

  test('a page on an origin that is not allowed sees Origin Not Allowed, and the secure site refuses to be its frame', async ({
    page,
    stack,
  }) => {
    foreignApp ??= await startEmbeddedHostApp('127.0.0.2', FOREIGN_PORT)
    const url = stack.pageUrl('modal.html', FOREIGN_ORIGIN)
    url.searchParams.set('debug', '')
    const blocked: string[] = []
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(`${stack.info.secureSiteUrl}/frame`))
        blocked.push(request.failure()?.errorText ?? '')
    })
    await page.goto(url.toString())
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const modal = page.locator('appkit-modal dialog')
    // The instance starts when the person acts: the email login starts it, and its origin check.
    await modal.getByLabel('Email').fill(`foreign-${crypto.randomUUID()}@example.com`)
    await modal.getByRole('button', { name: 'Continue' }).click()
    const alert = modal.getByRole('alert')
    await expect(alert).toContainText('Origin Not Allowed', { timeout: 15_000 })
    await expect(alert).toContainText(`Origin ${FOREIGN_ORIGIN} is not on the allow list`)
    // The secure site's frame-ancestors names only the project's origins: the browser refuses the frame here.
    await expect.poll(() => blocked).toEqual(['net::ERR_BLOCKED_BY_RESPONSE'])
  })
})
