import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { bytesToHex, stringToHex, verifyMessage } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { devStackInfoSchema, inboxResponseSchema } from '../../kernel/protocol/devStack.js'
import type { FrameEvent } from '../../kernel/protocol/secureFrame.js'
import { fromBase64url } from '../../services/secureSite/custody/base64url.js'
import { combineShares } from '../../services/secureSite/custody/combineShares.js'
import { deriveEip155PrivateKey } from '../../services/secureSite/custody/deriveAccounts.js'
import { EMBEDDED_E2E_FOREIGN_URL, EMBEDDED_E2E_URL } from './embedded-app/constants.js'

// The demo Playwright starts runs the local stack (secure site, mail server) and writes .appkit/dev.json.
const devStack = () => devStackInfoSchema.parse(JSON.parse(readFileSync('.appkit/dev.json', 'utf8')))
const CHAIN = 'eip155:31337'

type Embedded = {
  ready(): Promise<string>
  request(name: string, payload?: unknown): Promise<FrameEvent>
  show(): void
  received: FrameEvent[]
}
declare const embedded: Embedded

const hostUrl = (base = EMBEDDED_E2E_URL) => {
  const info = devStack()
  const url = new URL(base)
  url.searchParams.set('site', info.secureSiteUrl ?? '')
  url.searchParams.set('projectId', info.projectId)
  url.searchParams.set('chainId', '31337')
  url.searchParams.set('rpcUrl', info.rpcUrls[CHAIN] ?? '')
  return url.toString()
}
const request = (page: Page, name: string, payload?: unknown) =>
  page.evaluate(([name, payload]) => embedded.request(name as string, payload), [name, payload] as const)
const secureFrame = (page: Page) => {
  const origin = new URL(devStack().secureSiteUrl ?? '').origin
  const frame = page.frames().find((candidate) => candidate.url().startsWith(origin))
  if (!frame) throw new Error('the secure frame is not on the page')
  return frame
}
const latestCode = async (email: string) => {
  const response = await fetch(`${devStack().mailInboxUrl}/api/messages?to=${encodeURIComponent(email)}`)
  const [mail] = inboxResponseSchema.parse(await response.json()).messages
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1]
  if (!code) throw new Error(`no code mailed to ${email}`)
  return code
}
const freshEmail = () => `e2e-${Date.now()}-${Math.floor(performance.now())}@example.com`

/** Signs in through the frame with the code from the local inbox; returns the email and the wallet address. */
async function signInByEmail(page: Page): Promise<{ email: string; address: `0x${string}` }> {
  const email = freshEmail()
  expect(await request(page, 'CONNECT_EMAIL', { email })).toMatchObject({
    type: '@appkit-frame/CONNECT_EMAIL_SUCCESS',
    payload: { action: 'VERIFY_OTP' },
  })
  expect(await request(page, 'CONNECT_OTP', { otp: await latestCode(email) })).toMatchObject({
    type: '@appkit-frame/CONNECT_OTP_SUCCESS',
    payload: { action: 'CONNECT' },
  })
  const user = await request(page, 'GET_USER')
  expect(user.type).toBe('@appkit-frame/GET_USER_SUCCESS')
  const address = (user.payload as { address: `0x${string}` }).address
  return { email, address }
}

test.describe('embedded wallet: the secure site in a frame on another origin', () => {
  test('the frame sends READY with its version, and answers each app event with the same id', async ({
    page,
  }) => {
    await page.goto(hostUrl())
    expect(await page.evaluate(() => embedded.ready())).toBe('4')
    const answer = await request(page, 'GET_CHAIN_ID')
    expect(answer).toMatchObject({ type: '@appkit-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 31337 } })
    expect(await request(page, 'IS_CONNECTED')).toMatchObject({ payload: { isConnected: false } })
  })

  test('messages from a foreign window or an invalid message are ignored with a console warning', async ({
    page,
  }) => {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await page.goto(hostUrl())
    await page.evaluate(() => embedded.ready())
    const before = await page.evaluate(() => embedded.received.length)
    await page.evaluate(() => {
      const target = (document.getElementById('secure-frame') as HTMLIFrameElement).contentWindow
      const valid = { type: '@appkit-app/IS_CONNECTED', id: crypto.randomUUID() }
      // A sibling frame of the host's own origin (allowed) is still not the parent window.
      const sibling = document.createElement('iframe')
      document.body.append(sibling)
      ;(sibling.contentWindow as unknown as { eval(code: string): void }).eval(
        `parent.frames[0].postMessage(${JSON.stringify(valid)}, '*')`,
      )
      // A sandboxed frame has an opaque origin.
      const sandboxed = document.createElement('iframe')
      sandboxed.sandbox.add('allow-scripts')
      sandboxed.srcdoc = `<script>parent.frames[0].postMessage(${JSON.stringify(valid)}, '*')</script>`
      document.body.append(sandboxed)
      // From the parent, but not a message of the protocol.
      target?.postMessage({ type: '@appkit-app/STEAL_KEYS', id: crypto.randomUUID() }, '*')
      target?.postMessage({ type: '@appkit-app/IS_CONNECTED', id: 'not-a-uuid' }, '*')
    })
    await expect
      .poll(() => warnings.filter((text) => text.includes('[walletdock secure site]')).length)
      .toBeGreaterThanOrEqual(4)
    expect(
      warnings.some((text) => text.includes('ignored a message from a window that is not the parent page')),
    ).toBe(true)
    expect(warnings.some((text) => text.includes('ignored an invalid message'))).toBe(true)
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => embedded.received.length)).toBe(before)
  })

  test('a page on an origin that is not allowed cannot load the frame (frame-ancestors) and gets no READY', async ({
    page,
  }) => {
    await page.goto(hostUrl(EMBEDDED_E2E_FOREIGN_URL))
    const outcome = await page.evaluate(() =>
      Promise.race([embedded.ready(), new Promise((resolve) => setTimeout(() => resolve('no ready'), 3000))]),
    )
    expect(outcome).toBe('no ready')
  })

  test('email login through the frame with the code from the local inbox (cooldown, wrong code), then personal_sign verified with viem', async ({
    page,
  }) => {
    await page.goto(hostUrl())
    await page.evaluate(() => embedded.ready())
    const email = freshEmail()
    expect(await request(page, 'CONNECT_EMAIL', { email })).toMatchObject({
      payload: { action: 'VERIFY_OTP' },
    })
    const again = await request(page, 'CONNECT_EMAIL', { email })
    expect(again.type).toBe('@appkit-frame/CONNECT_EMAIL_ERROR')
    expect((again.payload as { message: string }).message).toMatch(/^Please try again after (29|30) seconds$/)

    const code = await latestCode(email)
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
    const frame = secureFrame(page)
    await expect(frame.locator('#approval-details')).toHaveText(message)
    await frame.locator('#approval-approve').click()
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

  test('the host page cannot read keys: its storage, its messages and its heap hold no share, key or session token', async ({
    page,
  }) => {
    await page.goto(hostUrl())
    await page.evaluate(() => embedded.ready())
    const { address } = await signInByEmail(page)

    // With the test's own powers, read the secrets where they live: the frame's storage and the services.
    const secrets = await secureFrame(page).evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('@walletdock-secure-site/session') ?? '{}')
      const projectId = new URLSearchParams(location.search).get('projectId')
      const auth = await fetch(`/auth/v1/wallet/auth-share?projectId=${projectId}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.token}` },
      }).then((response) => response.json())
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('walletdock-secure-site')
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      const read = (key: string) =>
        new Promise<unknown>((resolve) => {
          const get = db.transaction('custody').objectStore('custody').get(key)
          get.onsuccess = () => resolve(get.result)
        })
      const wrapKey = (await read('wrap-key')) as CryptoKey
      const sealed = (await read(`device-share:${session.userId}`)) as { iv: string; data: string }
      const b64 = (text: string) =>
        Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0))
      const plain = new Uint8Array(
        await crypto.subtle.decrypt({ name: 'AES-GCM', iv: b64(sealed.iv) }, wrapKey, b64(sealed.data)),
      )
      return {
        token: session.token as string,
        authShare: auth.authShare as string,
        deviceShare: Array.from(plain),
        wrapKeyExtractable: wrapKey.extractable,
      }
    })
    expect(secrets.wrapKeyExtractable).toBe(false)
    const deviceShare = new Uint8Array(secrets.deviceShare)
    const key = deriveEip155PrivateKey(await combineShares(deviceShare, fromBase64url(secrets.authShare)))
    const privateKey = bytesToHex(key)
    // These are the real secrets: they rebuild the address the frame reported.
    expect(privateKeyToAddress(privateKey)).toBe(address)
    const needles = [
      privateKey.slice(2),
      bytesToHex(deviceShare).slice(2),
      bytesToHex(fromBase64url(secrets.authShare)).slice(2),
      secrets.authShare,
      secrets.token,
    ]

    const hostState = await page.evaluate(async () => ({
      localStorage: JSON.stringify({ ...localStorage }),
      sessionStorage: JSON.stringify({ ...sessionStorage }),
      cookies: document.cookie,
      indexedDb: JSON.stringify(await indexedDB.databases()),
      messages: JSON.stringify(embedded.received),
    }))
    const hostText = JSON.stringify(hostState).toLowerCase()
    for (const needle of needles) expect(hostText).not.toContain(needle.toLowerCase())

    // The host page's heap (the frame runs in another process, another site).
    const cdp = await page.context().newCDPSession(page)
    const chunks: string[] = []
    cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk))
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
    const heap = chunks.join('').toLowerCase()
    expect(heap.length).toBeGreaterThan(10_000)
    expect(heap).toContain(address.slice(2).toLowerCase())
    for (const needle of needles) expect(heap).not.toContain(needle.toLowerCase())
    key.fill(0)
  })
})
