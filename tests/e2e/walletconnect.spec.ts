import { expect, type Page, test } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import type { ViteDevServer } from 'vite'
import { hostAppViteConfig, PREBUNDLED_DEPS, repoRoot } from '../../scripts/hostApp.js'
import { freePort } from '../../services/chain/freePort.js'
import { type RelayServer, startRelayServer } from '../../services/relay/startRelayServer.js'
import { type NodeWcWallet, startNodeWcWallet } from '../fixtures/nodeWcWallet.js'
import { ModalPage } from './pages/modal.js'

const PROJECT_ID = 'wc-e2e-project'
// A free port: other suites (and other checkouts on this machine) hold the fixed ones.
let APP_PORT = 0

let relay: RelayServer
let app: ViteDevServer
let wallet: NodeWcWallet

test.beforeAll(async () => {
  APP_PORT = await freePort()
  relay = await startRelayServer({
    host: '127.0.0.1',
    port: 0,
    // The page connects from its own origin, which the project must allow.
    lookupProject: async (id) =>
      id === PROJECT_ID ? { origins: [`http://127.0.0.1:${APP_PORT}`] } : undefined,
  })
  app = await import('vite').then(({ createServer }) =>
    createServer(
      hostAppViteConfig(
        {
          server: { host: '127.0.0.1', port: APP_PORT, strictPort: true },
          // Pre-bundled up front, so the lazy import on click does not make Vite reload the page.
          optimizeDeps: { include: [...PREBUNDLED_DEPS, '@walletconnect/sign-client'] },
        },
        `${repoRoot}tests/e2e/wc-app`,
      ),
    ),
  )
  await app.listen()
  wallet = await startNodeWcWallet({ relayUrl: relay.url, projectId: PROJECT_ID, chains: ['eip155:1'] })
})

test.afterAll(async () => {
  await wallet?.close()
  await app?.close()
  await relay?.close()
})

const pageUrl = (projectId = PROJECT_ID) =>
  `http://127.0.0.1:${APP_PORT}/?relay=${encodeURIComponent(relay.url)}&projectId=${projectId}`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/**
 * Opens the modal, which opens on the QR (WalletConnect is the page's only adapter: spec section 2, no
 * adapters on desktop), reads the pairing URI the page offers and lets the Node wallet pair.
 */
async function connectByQr(page: Page) {
  const modal = await openOnQrView(page)
  const qr = modal.dialog.getByTestId('wc-qr')
  await expect(qr).toBeVisible({ timeout: 30_000 })
  const shownAt = Date.now()
  const uri = await modal.dialog.getByTestId('wc-copy-link').getAttribute('value')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await wallet.pair(uri ?? '')
  await expect(page.getByTestId('status')).toHaveText(`connected ${wallet.account.address}`, {
    timeout: 30_000,
  })
  return { modal, connectMs: Date.now() - shownAt, uri }
}

/** Opens the modal: its first and only view is ConnectingWalletConnectBasic ("Connect Wallet"), no Back. */
async function openOnQrView(page: Page) {
  const modal = new ModalPage(page)
  await modal.open()
  await expect(modal.title()).toHaveText('Connect Wallet')
  await expect(modal.dialog.locator('[data-wc-uri]')).toBeVisible()
  await expect(modal.dialog.locator('.modal-header').getByRole('button', { name: 'Back' })).toHaveCount(0)
  return modal
}

async function signFromPage(page: Page) {
  const startedAt = Date.now()
  // The same message signs to the same signature, so count answers rather than compare texts.
  const before = Number(await page.getByTestId('signature').getAttribute('data-signed'))
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('signature')).toHaveAttribute('data-signed', String(before + 1), {
    timeout: 30_000,
  })
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.getByTestId('signature').textContent()) as Hex
  const requestMs = Date.now() - startedAt
  expect(
    await verifyMessage({ address: wallet.account.address, message: 'hello from the page', signature }),
  ).toBe(true)
  return requestMs
}

test('the page shows a QR, the wallet approves eip155 accounts, the Account view shows the address, personal_sign verifies, wallet delete disconnects', async ({
  page,
}) => {
  await page.goto(pageUrl())
  const { modal } = await connectByQr(page)
  await modal.open(/0x/)
  // The Account view shows the address shortened (4 leading, 6 trailing characters).
  await expect(modal.title()).toHaveText('Account')
  const address = wallet.account.address
  await expect(modal.dialog).toContainText(`${address.slice(0, 4)}...${address.slice(-6)}`)

  await page.keyboard.press('Escape')
  await signFromPage(page)

  const [session] = wallet.sessions()
  await wallet.disconnect(session?.topic ?? '')
  await expect(page.getByTestId('status')).not.toHaveText(/connected 0x/, { timeout: 30_000 })
})

/** spec 3's wcLinking as the page stores it for the sign-client (parsed), or null. */
const storedLinking = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('WALLETCONNECT_DEEPLINK_CHOICE') ?? 'null'))
const REDIRECT = /^https:\/\/wallet\.e2e\.test\/wc\?requestId=\d+&sessionTopic=([0-9a-f]{64})$/

test("spec 3, wcLinking and buffering: the wallet link opened from the QR view is kept for the session (each request opens that wallet again, also after a reload); back on the page the view waits for the wallet; the session's end forgets the link", async ({
  page,
  context,
}) => {
  // The wallet's https link: the page's own navigation answered 204 stays on the page (a phone opens the app
  // instead); the tab the sign-client opens with a request gets a page.
  await context.route('https://wallet.e2e.test/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>wallet</p>' }),
  )
  await page.route('https://wallet.e2e.test/**', (route) => route.fulfill({ status: 204 }))
  await page.goto(`${pageUrl()}&linkedWallet=1`)
  const modal = new ModalPage(page)
  await page.evaluate(() =>
    (window as unknown as { appKit: { open(options: { view: string }): Promise<void> } }).appKit.open({
      view: 'Connect',
    }),
  )
  await modal.dialog.getByRole('button', { name: /Linked Wallet/ }).click()
  const link = modal.dialog.getByRole('link', { name: 'Open Linked Wallet' })
  await expect(link).toHaveAttribute('href', /^https:\/\/wallet\.e2e\.test\/wc\?uri=wc%3A/)
  expect(await storedLinking(page)).toBeNull()
  await link.click()
  await expect
    .poll(() => storedLinking(page))
    .toEqual({ name: 'Linked Wallet', href: 'https://wallet.e2e.test/' })
  // Back on the page from the wallet with the pairing still open: the view waits, with no link to open again.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await expect(modal.dialog.getByTestId('wc-buffering')).toHaveText('Waiting for Linked Wallet...')
  await expect(link).toHaveCount(0)
  await wallet.pair((await modal.dialog.getByTestId('wc-copy-link').getAttribute('value')) ?? '')
  await expect(page.getByTestId('status')).toHaveText(`connected ${wallet.account.address}`, {
    timeout: 30_000,
  })
  // Each request brings the user back to that wallet: the sign-client opens its link with the request and session.
  const redirected = page.waitForEvent('popup')
  await signFromPage(page)
  const topic = REDIRECT.exec((await redirected).url())?.[1]
  expect(wallet.sessions().map((session) => session.topic)).toContain(topic)
  // A returning visitor (reload): the session and its link are still there.
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText(`connected ${wallet.account.address}`, {
    timeout: 30_000,
  })
  const again = page.waitForEvent('popup')
  await signFromPage(page)
  expect((await again).url()).toMatch(REDIRECT)
  // The session's end forgets the link: a later session's requests do not open this wallet.
  await wallet.disconnect(topic ?? '')
  await expect(page.getByTestId('status')).not.toHaveText(/connected 0x/, { timeout: 30_000 })
  await expect.poll(() => storedLinking(page)).toBeNull()
})

test('spec 3, network state: a wallet that approved Ethereum only (no wallet_switchEthereumChain) gets OP Mainnet disabled in Networks, until its session ends', async ({
  page,
}) => {
  await page.goto(`${pageUrl()}&optimism=1`)
  const { modal } = await connectByQr(page)
  const networks = async () => {
    await page.evaluate(() =>
      (window as unknown as { appKit: { open(o: object): Promise<void> } }).appKit.open({ view: 'Networks' }),
    )
    await expect(modal.title()).toHaveText('Choose Network')
    return {
      ethereum: modal.dialog.getByRole('button', { name: /Ethereum/ }),
      optimism: modal.dialog.getByRole('button', { name: /OP Mainnet/ }),
    }
  }
  const connected = await networks()
  await expect(connected.ethereum).toHaveAttribute('aria-current', 'true')
  await expect(connected.optimism).toBeDisabled()
  await page.keyboard.press('Escape')
  const [session] = wallet.sessions()
  await wallet.disconnect(session?.topic ?? '')
  await expect(page.getByTestId('status')).not.toHaveText(/connected 0x/, { timeout: 30_000 })
  await expect((await networks()).optimism).toBeEnabled()
})

test('closing the modal mid-connect ends the connect with Modal closed; the next connect pairs anew', async ({
  page,
}) => {
  await page.goto(pageUrl())
  await page.evaluate(() => {
    const kit = (window as unknown as { appKit: import('walletdock').AppKit }).appKit
    const errors: string[] = []
    Object.assign(window, { connectErrors: errors })
    kit.subscribeEvents((event) => {
      if (event.name === 'error') errors.push((event.payload.error as Error).message)
    })
  })
  const modal = await openOnQrView(page)
  await expect(modal.dialog.getByTestId('wc-qr')).toBeVisible({ timeout: 30_000 })
  const abandoned = await modal.dialog.getByTestId('wc-copy-link').getAttribute('value')
  await page.keyboard.press('Escape')
  await expect(modal.dialog).toBeHidden()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { connectErrors: string[] }).connectErrors))
    .toContain('Modal closed')
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  // The closed connect left nothing behind: the next opening shows a new pairing at once (not 'Modal closed'),
  // and the wallet connects with it.
  const { uri } = await connectByQr(page)
  await expect(modal.dialog.getByText('Modal closed')).toHaveCount(0)
  expect(uri).not.toBe(abandoned)
  for (const entry of wallet.sessions()) await wallet.disconnect(entry.topic)
  await expect(page.getByTestId('status')).not.toHaveText(/connected 0x/, { timeout: 30_000 })
})

test('Connect, opened by name, lists WalletConnect with its logo (inline, no request), and choosing it enters the QR view once: Back returns to Connect', async ({
  page,
}) => {
  await page.goto(pageUrl())
  await page.evaluate(() =>
    (window as unknown as { appKit: import('walletdock').AppKit }).appKit.open({ view: 'Connect' }),
  )
  const modal = new ModalPage(page)
  await expect(modal.title()).toHaveText('Connect Wallet')
  const entry = modal.wallet(/WalletConnect/)
  const logo = entry.locator('.wallet-image img')
  // WalletConnect's blue mark (@web3icons/core), drawn: the "WA" monogram is gone.
  await expect(logo).toHaveAttribute('src', /^data:image\/svg\+xml,.*%233B99FC/)
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)
  await expect(entry.locator('.monogram')).toHaveCount(0)
  await expect(entry).not.toContainText('WA')
  await entry.click()
  await expect(modal.title()).toHaveText('WalletConnect')
  await expect(modal.dialog.getByTestId('wc-qr')).toBeVisible({ timeout: 30_000 })
  await modal.dialog.locator('.modal-header').getByRole('button', { name: 'Back' }).click()
  await expect(modal.title()).toHaveText('Connect Wallet')
  await expect(modal.wallet(/WalletConnect/)).toBeVisible()
})

test('reload restores a live session', async ({ page }) => {
  await page.goto(pageUrl())
  await connectByQr(page)
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText(`connected ${wallet.account.address}`, {
    timeout: 30_000,
  })
  await signFromPage(page)
  for (const session of wallet.sessions()) await wallet.disconnect(session.topic)
})

test("the relay refuses a projectId it does not know: the modal shows 'Invalid Project ID' (the relay's own words, shown once)", async ({
  page,
}) => {
  await page.goto(pageUrl('a-project-nobody-made'))
  const modal = await openOnQrView(page)
  const alert = modal.dialog.locator('.alert[role="alert"]')
  await expect(alert).toContainText('Invalid Project ID', { timeout: 30_000 })
  await expect(alert).toContainText(
    'The relay refused the project key. Check `projectId` in your configuration.',
  )
  await expect(alert).toHaveAttribute('data-type', 'error')
  // The sign-client keeps retrying and the relay keeps refusing; dismissed, the alert stays away.
  const nextSocket = page.waitForEvent('websocket', {
    predicate: (socket) => socket.url().startsWith(relay.url),
    timeout: 30_000,
  })
  await alert.getByRole('button', { name: 'Dismiss' }).click()
  const refused = await nextSocket
  if (!refused.isClosed()) await refused.waitForEvent('close', { timeout: 30_000 })
  await expect(alert).toHaveCount(0)
})

test("while the relay refuses the project the QR view shows the refusal (Invalid Project ID and the catalogue's text) instead of 'preparing', with Try again and Back", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto(pageUrl('a-project-nobody-made'))
  const modal = await openOnQrView(page)
  const refusal = modal.dialog.getByTestId('wc-refusal')
  await expect(refusal.getByRole('alert')).toHaveText(
    'Invalid Project ID The relay refused the project key. Check `projectId` in your configuration.',
    { timeout: 30_000 },
  )
  await expect(modal.dialog.getByText('Preparing the connection...')).toHaveCount(0)
  await expect(modal.dialog.getByTestId('wc-qr')).toHaveCount(0)

  // Try again asks the relay again; it still refuses, so the view says so again.
  const nextSocket = page.waitForEvent('websocket', {
    predicate: (socket) => socket.url().startsWith(relay.url),
    timeout: 30_000,
  })
  await refusal.getByRole('button', { name: 'Try again' }).click()
  await nextSocket
  await expect(modal.dialog.getByTestId('wc-refusal').getByRole('alert')).toContainText(
    'Invalid Project ID',
    {
      timeout: 30_000,
    },
  )

  // Try again stayed on the one view: Back from the first view closes the modal (spec section 2).
  await expect(modal.title()).toHaveText('Connect Wallet')
  await modal.dialog.getByTestId('wc-refusal').getByRole('button', { name: 'Back' }).click()
  await expect(modal.dialog).toBeHidden()
})

test("a page whose clock runs an hour ahead: the relay finds its token not yet valid and the modal shows 'Session Expired'", async ({
  page,
}) => {
  await page.clock.install({ time: Date.now() + 60 * 60 * 1000 })
  await page.goto(pageUrl())
  const modal = await openOnQrView(page)
  const alert = modal.dialog.locator('.alert[role="alert"]')
  await expect(alert).toContainText('Session Expired', { timeout: 30_000 })
  await expect(alert).toContainText('JWT token not yet valid - please check your time settings')
})

test('ten connect and request round trips each complete (every signature verified), and their medians are printed', async ({
  page,
}) => {
  test.setTimeout(300_000)
  await page.goto(pageUrl())
  const connects: number[] = []
  const requests: number[] = []
  for (let round = 0; round < 10; round++) {
    const { connectMs } = await connectByQr(page)
    connects.push(connectMs)
    requests.push(await signFromPage(page))
    for (const session of wallet.sessions()) await wallet.disconnect(session.topic)
    await expect(page.getByTestId('status')).not.toHaveText(/connected 0x/, { timeout: 30_000 })
  }
  // The checks are per round: connectByQr waits for the connected address, signFromPage verifies the
  // signature with viem, and the page must show the wallet's disconnect. The medians are figures only.
  console.info(
    `walletconnect round trips: connect median ${median(connects)} ms, request median ${median(requests)} ms`,
  )
})
