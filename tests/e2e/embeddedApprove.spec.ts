import { createServer } from 'node:http'
import type { Frame, Page } from '@playwright/test'
import { createPublicClient, http, parseEther, parseGwei, verifyMessage, verifyTypedData } from 'viem'
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

/**
 * What a script on an allowed host page can do to the secure frame's element: make it see-through or blurred,
 * move it (a translation), and put a decoy button under it. Run in the host page, as such a script would.
 */
async function tamperWithFrame(
  page: Page,
  change: { opacity?: string; filter?: string; translate?: string; decoyUnder?: { x: number; y: number } },
) {
  await page.evaluate((change) => {
    const holder = document.querySelector('[data-walletdock-secure-frame]')
    const dialog = holder?.shadowRoot?.querySelector('dialog')
    const iframe = dialog?.querySelector('iframe')
    if (!dialog || !iframe) throw new Error('no secure frame on the page')
    iframe.style.opacity = change.opacity ?? ''
    iframe.style.filter = change.filter ?? ''
    dialog.style.translate = change.translate ?? ''
    dialog.querySelector('#decoy')?.remove()
    if (!change.decoyUnder) return
    // The frame above, the decoy under it: the person sees only the decoy.
    Object.assign(iframe.style, { position: 'relative', zIndex: '1' })
    const decoy = document.createElement('button')
    decoy.id = 'decoy'
    decoy.textContent = 'Claim your reward'
    const box = dialog.getBoundingClientRect()
    Object.assign(decoy.style, {
      position: 'absolute',
      zIndex: '0',
      left: `${change.decoyUnder.x - box.left - 80}px`,
      top: `${change.decoyUnder.y - box.top - 20}px`,
      width: '160px',
      height: '40px',
    })
    dialog.prepend(decoy)
  }, change)
}

/** The centre of the frame's Approve button, in the host page's coordinates. */
async function approveButtonCentre(frame: Frame) {
  const box = await frame.locator('#approval-approve').boundingBox()
  if (!box) throw new Error('the Approve button is not on screen')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** The person clicks where the decoy is, twice, like someone who means it: trusted clicks, pointer resting first. */
async function clickDecoy(page: Page, at: { x: number; y: number }) {
  await page.mouse.move(at.x, at.y, { steps: 5 })
  await page.waitForTimeout(900)
  await page.mouse.click(at.x, at.y)
  await page.waitForTimeout(900)
  await page.mouse.click(at.x, at.y)
  await page.waitForTimeout(1_500)
}

/** Methods that set what a transaction costs or which one it is: the frame must not ask the host's RPC for them. */
const PRICING_METHODS = [
  'eth_maxPriorityFeePerGas',
  'eth_gasPrice',
  'eth_feeHistory',
  'eth_estimateGas',
  'eth_getTransactionCount',
  'eth_sendRawTransaction',
  'eth_getBlockByNumber',
]
const LYING_RPC_PORT = 7078
const LYING_PRIORITY_FEE = `0x${parseGwei('100000').toString(16)}`

/** The reported attack's RPC: anvil behind a proxy that answers a 100,000 gwei priority fee, and logs what it was asked. */
async function startLyingRpc(target: string) {
  const asked: string[] = []
  const server = createServer(async (request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type')
    if (request.method !== 'POST') return response.end()
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString()) as { id: number; method: string }
    asked.push(body.method)
    const lie = ['eth_maxPriorityFeePerGas', 'eth_gasPrice'].includes(body.method)
    const answer = lie
      ? { jsonrpc: '2.0', id: body.id, result: LYING_PRIORITY_FEE }
      : await (
          await fetch(target, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).json()
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(answer))
  })
  await new Promise<void>((resolve) => server.listen(LYING_RPC_PORT, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${LYING_RPC_PORT}`,
    asked,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
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

  test('clickjacking: the frame see-through (opacity 0.001) over a decoy; real clicks on the decoy sign nothing and send nothing; the visible panel then approves', async ({
    page,
    stack,
  }) => {
    test.setTimeout(150_000)
    const recipient = `0x${crypto.randomUUID().replaceAll('-', '').padEnd(40, '5')}` as `0x${string}`
    const { address } = await signedIn(page, stack, recipient)
    await chain(stack).request({
      method: 'anvil_setBalance' as never,
      params: [address, '0x8ac7230489e80000'] as never,
    })
    const signature = page.getByLabel('Signature')

    // A hidden personal_sign: the frame at opacity 0.001, the decoy under its Approve button.
    await page.getByRole('button', { name: 'Sign message' }).click()
    let { frame } = await approvalShown(page, stack)
    let at = await approveButtonCentre(frame)
    await tamperWithFrame(page, { opacity: '0.001', decoyUnder: at })
    await clickDecoy(page, at)
    await expect(signature).toHaveText('')
    await expect(frame.locator('#approval')).toBeVisible()
    await expect(frame.locator('#approval-approve')).toBeDisabled()
    // Refused either way: the panel says it is hidden, or (once unproven for a second, the offer took the place the
    // decoy click lands on) the secure window opened, where only the person's own click decides.
    await expect(frame.locator('#approval-status')).toContainText(
      /covered, see-through or distorted|Approve or reject in the secure window/,
    )
    await page.keyboard.press('Escape')
    await expect(page.getByLabel('Error')).toContainText(/UserRejectedRequestError|Request was aborted/)
    await expect(signature).toHaveText('')

    // A hidden eth_sendTransaction of 1.5 ETH: the same.
    await page.getByRole('button', { name: 'Send 1.5 ETH' }).click()
    ;({ frame } = await approvalShown(page, stack))
    at = await approveButtonCentre(frame)
    await tamperWithFrame(page, { opacity: '0.001', decoyUnder: at })
    await clickDecoy(page, at)
    await expect(signature).toHaveText('')
    expect(await chain(stack).getTransactionCount({ address })).toBe(0)
    expect(await chain(stack).getBalance({ address: recipient })).toBe(0n)

    // The page stops hiding the frame: the person sees the panel and approves it.
    await tamperWithFrame(page, {})
    await approveInFrame(frame)
    await expect(signature).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 30_000 })
    await chain(stack).waitForTransactionReceipt({ hash: (await signature.textContent()) as `0x${string}` })
    expect(await chain(stack).getBalance({ address: recipient })).toBe(parseEther('1.5'))
  })

  test('clickjacking: the page slides the frame so Approve lands under the resting pointer; a click right after signs nothing', async ({
    page,
    stack,
  }) => {
    test.setTimeout(120_000)
    await signedIn(page, stack)
    const signature = page.getByLabel('Signature')
    await page.getByRole('button', { name: 'Sign message' }).click()
    const { frame } = await approvalShown(page, stack)
    await expect(frame.locator('#approval-approve')).toBeEnabled({ timeout: 15_000 })
    const at = await approveButtonCentre(frame)
    // The pointer rests on the host page, beside the frame (outside it), long enough to count as resting.
    const frameBox = await page.locator(FRAME_SELECTOR).boundingBox()
    if (!frameBox) throw new Error('the secure frame is not on screen')
    const rest = { x: Math.round(frameBox.x + frameBox.width + 60), y: Math.round(at.y) }
    expect(rest.x).toBeLessThan(page.viewportSize()?.width ?? 0)
    await page.mouse.move(rest.x, rest.y, { steps: 5 })
    await page.waitForTimeout(900)
    // The page slides the frame (a translation, which the browser still proves visible) so Approve is under the pointer.
    await tamperWithFrame(page, { translate: `${rest.x - at.x}px 0px` })
    const moved = await approveButtonCentre(frame)
    expect(Math.abs(moved.x - rest.x)).toBeLessThan(2)
    expect(Math.abs(moved.y - rest.y)).toBeLessThan(2)
    // The click right after the move (once the compositor drew the moved frame, so the browser routes the click to
    // it: two animation frames and a little, well under the half second): it reaches Approve (the frame answers
    // it) but does not count.
    await page.evaluate(
      () =>
        new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))),
    )
    await page.mouse.down()
    await page.mouse.up()
    await expect(frame.locator('#approval-status')).toHaveText(
      'Approve counts once the pointer has rested on this panel for half a second: click again.',
    )
    await page.waitForTimeout(1_000)
    await expect(signature).toHaveText('')
    await expect(frame.locator('#approval')).toBeVisible()
  })

  test('where the page keeps the panel from being proven visible (a filter), the person approves in a secure window on the secure origin', async ({
    page,
    stack,
  }) => {
    const { address } = await signedIn(page, stack)
    await page.getByRole('button', { name: 'Sign message' }).click()
    const { frame } = await approvalShown(page, stack)
    await tamperWithFrame(page, { filter: 'blur(0.5px)' })
    await expect(frame.locator('#approval-approve')).toBeDisabled()
    const offer = frame.locator('#approval-window')
    await expect(offer).toBeVisible({ timeout: 15_000 })
    const opened = page.context().waitForEvent('page')
    await offer.click()
    const secureWindow = await opened
    await secureWindow.waitForLoadState()
    expect(new URL(secureWindow.url()).origin).toBe(new URL(stack.info.secureSiteUrl ?? '').origin)
    await expect(secureWindow.locator('#approval-details')).toHaveText('hello from the modal')
    await secureWindow.locator('#approval-approve').click()
    const signature = page.getByLabel('Signature')
    await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 30_000 })
    expect(
      await verifyMessage({
        address,
        message: 'hello from the modal',
        signature: (await signature.textContent()) as `0x${string}`,
      }),
    ).toBe(true)
  })

  test("the fee: the host page names a lying RPC (a 100,000 gwei priority fee); the frame prices and sends through the site's own RPC and shows fee, gas limit, nonce and total", async ({
    page,
    stack,
  }) => {
    test.setTimeout(120_000)
    const lying = await startLyingRpc(stack.rpcUrl)
    try {
      const recipient = `0x${crypto.randomUUID().replaceAll('-', '').padEnd(40, '3')}` as `0x${string}`
      const url = stack.pageUrl()
      url.searchParams.set('to', recipient)
      url.searchParams.set('rpcUrl', lying.url)
      await page.goto(url.toString())
      const { address } = await signInThroughModal(page, stack, 'fee')
      await chain(stack).request({
        method: 'anvil_setBalance' as never,
        params: [address, '0x8ac7230489e80000'] as never,
      })
      await page.getByRole('button', { name: 'Send 1.5 ETH' }).click()
      const { frame } = await approvalShown(page, stack)
      const details = frame.locator('#approval-details')
      await expect(details).toContainText('value: 1.5 ETH (≈ $4,500.00)')
      await expect(details).toContainText('gas limit: 21000')
      await expect(details).toContainText('nonce: 0')
      await expect(details).toContainText(/max network fee: 0\.0000\d+ ETH \(≈ \$0\.\d\d\)/)
      await expect(details).toContainText(/max total: 1\.5000\d+ ETH/)
      await expect(frame.locator('#approval-warning')).toBeHidden()
      await approveInFrame(frame)
      const hash = page.getByLabel('Signature')
      await expect(hash).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 30_000 })
      const receipt = await chain(stack).waitForTransactionReceipt({
        hash: (await hash.textContent()) as `0x${string}`,
      })
      // The attack's fee would have been 2.1 ETH; what was paid is what the chain asks.
      expect(receipt.gasUsed * receipt.effectiveGasPrice < parseEther('0.001')).toBe(true)
      expect(lying.asked.filter((method) => PRICING_METHODS.includes(method))).toEqual([])
    } finally {
      await lying.close()
    }
  })

  test("a fee above the chain's bound is flagged in red and Approve counts only after the person confirms it", async ({
    page,
    stack,
  }) => {
    test.setTimeout(120_000)
    const recipient = `0x${crypto.randomUUID().replaceAll('-', '').padEnd(40, '4')}` as `0x${string}`
    const { address } = await signedIn(page, stack, recipient)
    await chain(stack).request({
      method: 'anvil_setBalance' as never,
      params: [address, '0x8ac7230489e80000'] as never,
    })
    const setBaseFee = async (gwei: string) => {
      await chain(stack).request({
        method: 'anvil_setNextBlockBaseFeePerGas' as never,
        params: [`0x${parseGwei(gwei).toString(16)}`] as never,
      })
      await chain(stack).request({ method: 'evm_mine' as never, params: [] as never })
    }
    try {
      await setBaseFee('100000')
      await page.getByRole('button', { name: 'Send 1.5 ETH' }).click()
      const { frame } = await approvalShown(page, stack)
      const warning = frame.locator('#approval-warning')
      await expect(warning).toBeVisible()
      await expect(warning).toContainText('Unusually high network fee: up to 2.')
      await expect(warning).toHaveCSS('color', 'rgb(220, 38, 38)')
      await approveInFrame(frame)
      await expect(frame.locator('#approval-status')).toHaveText('Tick the box to accept the fee first.')
      await page.waitForTimeout(1_000)
      await expect(page.getByLabel('Signature')).toHaveText('')
      expect(await chain(stack).getTransactionCount({ address })).toBe(0)
      await frame.locator('#approval-confirm').check()
      await approveInFrame(frame)
      await expect(page.getByLabel('Signature')).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 30_000 })
    } finally {
      await setBaseFee('1')
    }
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
