import { bytesToHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { fromBase64url } from '../../services/secureSite/custody/base64url.js'
import { combineShares } from '../../services/secureSite/custody/combineShares.js'
import { deriveEip155PrivateKey } from '../../services/secureSite/custody/deriveAccounts.js'
import { signInByEmail } from './embedded-app/hostPage.js'
import { expect, THIRD_PARTY_STORAGE_ALLOWED, test } from './embeddedStack.js'

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
  const secrets = await stack.secureFrame(page).evaluate(async () => {
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
