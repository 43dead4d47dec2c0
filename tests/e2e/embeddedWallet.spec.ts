import { stringToHex, verifyMessage } from 'viem'
import type { ViteDevServer } from 'vite'
import { request } from './embedded-app/hostPage.js'
import { approveInFrame, expect, freshEmail, startEmbeddedHostApp, test } from './embeddedStack.js'

// The same page on an origin the dev project does not allow (it allows every 127.0.0.1 and localhost port).
const FOREIGN = { host: '127.0.0.2', port: 7078 }
let foreignApp: ViteDevServer | undefined
test.afterAll(async () => {
  await foreignApp?.close()
})

// The fixed-port stack and host page of Playwright's web servers (127.0.0.1:5276): run it under the e2e lock.

test.describe('embedded wallet: the secure site in a frame on another origin', () => {
  test('the frame sends READY with its version, and answers each app event with the same id', async ({
    page,
    stack,
  }) => {
    await page.goto(stack.pageUrl('').toString())
    expect(await page.evaluate(() => embedded.ready())).toBe('4')
    const answer = await request(page, 'GET_CHAIN_ID')
    expect(answer).toMatchObject({ type: '@appkit-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 31337 } })
    expect(await request(page, 'IS_CONNECTED')).toMatchObject({ payload: { isConnected: false } })
  })

  test('messages from a foreign window or an invalid message are ignored with a console warning', async ({
    page,
    stack,
  }) => {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await page.goto(stack.pageUrl('').toString())
    await page.evaluate(() => embedded.ready())
    const before = await page.evaluate(() => embedded.received.length)
    await page.evaluate(() => {
      const frame = document.getElementById('secure-frame') as HTMLIFrameElement
      const target = frame.contentWindow
      // Addressed to the frame's exact origin, so only who sends them differs, not where they go.
      const frameOrigin = new URL(frame.src).origin
      const valid = { type: '@appkit-app/IS_CONNECTED', id: crypto.randomUUID() }
      // A sibling frame of the host's own origin (allowed) is still not the parent window.
      const sibling = document.createElement('iframe')
      document.body.append(sibling)
      ;(sibling.contentWindow as unknown as { eval(code: string): void }).eval(
        `parent.frames[0].postMessage(${JSON.stringify(valid)}, ${JSON.stringify(frameOrigin)})`,
      )
      // A sandboxed frame has an opaque origin.
      const sandboxed = document.createElement('iframe')
      sandboxed.sandbox.add('allow-scripts')
      sandboxed.srcdoc = `<script>parent.frames[0].postMessage(${JSON.stringify(valid)}, ${JSON.stringify(frameOrigin)})</script>`
      document.body.append(sandboxed)
      // From the parent, but not a message of the protocol.
      target?.postMessage({ type: '@appkit-app/STEAL_KEYS', id: crypto.randomUUID() }, frameOrigin)
      target?.postMessage({ type: '@appkit-app/IS_CONNECTED', id: 'not-a-uuid' }, frameOrigin)
    })
    await expect
      .poll(() => warnings.filter((text) => text.includes('[walletdock secure site]')).length)
      .toBeGreaterThanOrEqual(4)
    expect(
      warnings.some((text) => text.includes('ignored a message from a window that is not the parent page')),
    ).toBe(true)
    expect(warnings.some((text) => text.includes('ignored an invalid message'))).toBe(true)
    // A probe from the parent after them: the frame handles one source's messages in order, so once
    // its answer is in, any answer to the refused messages would be too. Only the probe's came.
    const probe = await page.evaluate(() => embedded.request('IS_CONNECTED'))
    const answers = await page.evaluate(() => embedded.received.map((event) => event.id))
    expect(answers.slice(before)).toEqual([probe.id])
  })

  test('a page on an origin that is not allowed cannot load the frame (frame-ancestors) and gets no READY', async ({
    page,
    stack,
  }) => {
    // The browser reports the refused frame (a state): after it, the frame cannot have said READY.
    const refused = page.waitForEvent('console', (message) => message.text().includes('frame-ancestors'))
    foreignApp ??= await startEmbeddedHostApp(FOREIGN.host, FOREIGN.port)
    await page.goto(stack.pageUrl('', `http://${FOREIGN.host}:${FOREIGN.port}`).toString())
    await refused
    const outcome = await page.evaluate(() => Promise.race([embedded.ready(), Promise.resolve('no ready')]))
    expect(outcome).toBe('no ready')
  })

  test('email login through the frame with the code from the local inbox (cooldown, wrong code), then personal_sign verified with viem', async ({
    page,
    stack,
  }) => {
    await page.goto(stack.pageUrl('').toString())
    await page.evaluate(() => embedded.ready())
    const email = freshEmail('e2e')
    expect(await request(page, 'CONNECT_EMAIL', { email })).toMatchObject({
      payload: { action: 'VERIFY_OTP' },
    })
    const again = await request(page, 'CONNECT_EMAIL', { email })
    expect(again.type).toBe('@appkit-frame/CONNECT_EMAIL_ERROR')
    expect((again.payload as { message: string }).message).toMatch(/^Please try again after (29|30) seconds$/)

    const code = await stack.latestCode(email)
    const wrong = await request(page, 'CONNECT_OTP', { otp: code === '000000' ? '111111' : '000000' })
    expect(wrong).toMatchObject({
      type: '@appkit-frame/CONNECT_OTP_ERROR',
      payload: { message: 'the code is wrong; 4 tries left' },
    })
    expect(await request(page, 'CONNECT_OTP', { otp: code })).toMatchObject({
      payload: { action: 'CONNECT' },
    })
    const user = (await request(page, 'GET_USER')).payload as { address: `0x${string}`; email: string }
    expect(user.email).toBe(email)
    expect(await request(page, 'IS_CONNECTED')).toMatchObject({ payload: { isConnected: true } })

    // personal_sign waits for the person's click in the frame's own panel.
    const message = 'hello from the host page'
    const signing = request(page, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: [stringToHex(message), user.address],
      chainId: 31337,
      chainNamespace: 'eip155',
    })
    await page.evaluate(() => embedded.show())
    const frame = stack.secureFrame(page)
    await expect(frame.locator('#approval-details')).toHaveText(message)
    await approveInFrame(frame)
    const signed = await signing
    expect(signed.type).toBe('@appkit-frame/RPC_REQUEST_SUCCESS')
    const signature = (signed.payload as { result: `0x${string}` }).result
    expect(await verifyMessage({ address: user.address, message, signature })).toBe(true)

    // Reject answers 4001; an unknown method is not allowed.
    const rejected = request(page, 'RPC_REQUEST', { method: 'personal_sign', params: ['0x01', user.address] })
    await frame.locator('#approval-reject').click()
    expect(await rejected).toMatchObject({ type: '@appkit-frame/RPC_REQUEST_ERROR', payload: { code: 4001 } })
    expect(await request(page, 'RPC_REQUEST', { method: 'eth_sign', params: [] })).toMatchObject({
      type: '@appkit-frame/RPC_REQUEST_ERROR',
      payload: { message: 'Requested RPC call is not allowed' },
    })
  })
})
