import type { Frame } from '@playwright/test'
import { bytesToHex, stringToHex, verifyMessage } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { fromBase64url } from '../../services/secureSite/custody/base64url.js'
import { combineShares } from '../../services/secureSite/custody/combineShares.js'
import { deriveEip155PrivateKey } from '../../services/secureSite/custody/deriveAccounts.js'
import { request, signInByEmail } from './embedded-app/hostPage.js'
import { approveInFrame, expect, THIRD_PARTY_STORAGE_ALLOWED, test } from './embeddedStack.js'

/**
 * The frame's secrets, read with the test's powers inside the secure origin: the session token, the auth share it
 * reaches, and the device share opened with the key sealed beside it. `userId` reads a share after sign-out.
 */
function readFrameSecrets(frame: Frame, userId?: string) {
  return frame.evaluate(async (knownUserId) => {
    const session = JSON.parse(localStorage.getItem('@walletdock-secure-site/session') ?? '{}')
    const projectId = new URLSearchParams(location.search).get('projectId')
    const auth = session.token
      ? await fetch(`/auth/v1/wallet/auth-share?projectId=${projectId}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${session.token}` },
        }).then((response) => response.json())
      : {}
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
    const owner = knownUserId ?? session.userId
    const sealed = (await read(`device-share:${owner}`)) as { iv: string; data: string; key: CryptoKey }
    const b64 = (text: string) =>
      Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0))
    const plain = new Uint8Array(
      await crypto.subtle.decrypt({ name: 'AES-GCM', iv: b64(sealed.iv) }, sealed.key, b64(sealed.data)),
    )
    return {
      token: session.token as string | undefined,
      userId: owner as string,
      authShare: auth.authShare as string | undefined,
      deviceShare: Array.from(plain),
      wrapKeyExtractable: sealed.key.extractable,
    }
  }, userId)
}

/** The eip155 address two shares rebuild, or undefined when they do not combine at all. */
async function rebuilds(first: Uint8Array, second: Uint8Array): Promise<string | undefined> {
  try {
    return privateKeyToAddress(bytesToHex(deriveEip155PrivateKey(await combineShares(first, second))))
  } catch {
    return undefined
  }
}

// Chromium here blocks storage in third-party frames by default (the frame then keeps its share in memory);
// where a browser allows it, the share sits sealed in the secure origin's IndexedDB, and this reads it.
test.use({ launchOptions: THIRD_PARTY_STORAGE_ALLOWED })

test('the host page cannot read keys: its storage, its messages and its heap hold no share, key or session token', async ({
  page,
  stack,
}) => {
  await page.goto(stack.pageUrl('').toString())
  await page.evaluate(() => embedded.ready())
  const { address } = await signInByEmail(page, stack)

  // With the test's own powers, read the secrets where they live: the frame's storage and the services.
  const secrets = await readFrameSecrets(stack.secureFrame(page))
  expect(secrets.wrapKeyExtractable).toBe(false)
  const deviceShare = new Uint8Array(secrets.deviceShare)
  const key = deriveEip155PrivateKey(await combineShares(deviceShare, fromBase64url(secrets.authShare ?? '')))
  const privateKey = bytesToHex(key)
  // These are the real secrets: they rebuild the address the frame reported.
  expect(privateKeyToAddress(privateKey)).toBe(address)
  const needles = [
    privateKey.slice(2),
    bytesToHex(deviceShare).slice(2),
    bytesToHex(fromBase64url(secrets.authShare ?? '')).slice(2),
    secrets.authShare ?? '',
    secrets.token ?? '',
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

test('sign-out rotates the shares: what a stolen token and device share took rebuilds nothing afterwards, and the person signs in again and signs', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  await page.goto(stack.pageUrl('').toString())
  await page.evaluate(() => embedded.ready())
  const { email, address } = await signInByEmail(page, stack)
  const frame = stack.secureFrame(page)
  // The attacker's haul before sign-out: the token, the auth share it reaches, and a copy of the device share.
  const stolen = await readFrameSecrets(frame)
  const stolenAuth = fromBase64url(stolen.authShare ?? '')
  const stolenDevice = new Uint8Array(stolen.deviceShare)
  expect(await rebuilds(stolenDevice, stolenAuth)).toBe(address)

  expect(await request(page, 'SIGN_OUT')).toMatchObject({ type: '@appkit-frame/SIGN_OUT_SUCCESS' })
  // The stolen token reaches nothing.
  for (const route of ['/user', '/wallet/auth-share', '/wallet/recovery', '/wallet/rotate', '/sign-out']) {
    const response = await fetch(
      `${stack.info.secureSiteUrl}/auth/v1${route}?projectId=${stack.info.projectId}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${stolen.token}`, 'content-type': 'application/json' },
        body: '{}',
      },
    )
    expect(response.status, route).toBe(401)
  }
  // The device now holds a share of a fresh split, sealed under a new key: the stolen auth share pairs with nothing.
  const after = await readFrameSecrets(frame, stolen.userId)
  const newDevice = new Uint8Array(after.deviceShare)
  expect(Buffer.from(newDevice).equals(Buffer.from(stolenDevice))).toBe(false)
  expect(after.wrapKeyExtractable).toBe(false)
  expect(await rebuilds(stolenAuth, newDevice)).not.toBe(address)

  // The person signs in again (the email cooldown first; the device is known, so a code) and signs.
  await page.waitForTimeout(30_500)
  expect(await request(page, 'CONNECT_EMAIL', { email })).toMatchObject({ payload: { action: 'VERIFY_OTP' } })
  expect(await request(page, 'CONNECT_OTP', { otp: await stack.latestCode(email, 1) })).toMatchObject({
    payload: { action: 'CONNECT' },
  })
  expect((await request(page, 'GET_USER')).payload).toMatchObject({ address })
  const message = 'signed after a rotation'
  const signing = request(page, 'RPC_REQUEST', {
    method: 'personal_sign',
    params: [stringToHex(message), address],
    chainId: 31337,
    chainNamespace: 'eip155',
  })
  await page.evaluate(() => embedded.show())
  await approveInFrame(frame)
  const signature = ((await signing).payload as { result: `0x${string}` }).result
  expect(await verifyMessage({ address, message, signature })).toBe(true)
  // The live auth share is of the new split: it rebuilds the wallet with the new device share only.
  const live = await readFrameSecrets(frame)
  const liveAuth = fromBase64url(live.authShare ?? '')
  expect(await rebuilds(newDevice, liveAuth)).toBe(address)
  expect(await rebuilds(stolenDevice, liveAuth)).not.toBe(address)
  expect(await rebuilds(stolenAuth, liveAuth)).not.toBe(address)
})
