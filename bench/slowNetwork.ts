import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { shortenAddress } from '../kernel/format/shortenAddress.js'
import { DEV_ACCOUNTS, DEV_DEPLOYER_KEY } from '../services/chain/devAccounts.js'
import { buildTestWalletScript } from '../tests/fixtures/testWallet/buildTestWalletScript.js'
import type { TestWalletConfig } from '../tests/fixtures/testWallet/types.js'

/** A phone on a slow mobile network (issue 23): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1000) / 8,
} as const

export type NewVisit = {
  /** Page start (navigation start) to the "Connect Wallet" button in the page. */
  buttonUsableMs: number
  /** The click, made as soon as the button is usable, to the first wallet entry drawn. */
  clickToFirstWalletMs: number
}

const probe = fileURLToPath(new URL('./walletProbe.js', import.meta.url))
const ACCOUNT = DEV_ACCOUNTS[0] ?? ''
const WALLET_NAME = 'Bench Returning Wallet'

type BenchState = {
  clickAt: number
  visibleAt: number
  connectAt: number
  accountAt: number
  connectedAt: number
}
const NOTHING_YET: BenchState = { clickAt: 0, visibleAt: 0, connectAt: 0, accountAt: 0, connectedAt: 0 }
/** The probe's state; nothing yet while the page's document (and the probe) is not there. */
const benchState = (page: Page): Promise<BenchState> =>
  page
    .evaluate(() => (window as unknown as { __bench?: BenchState }).__bench)
    .then(
      (state) => state ?? NOTHING_YET,
      () => NOTHING_YET,
    )

/** Polls the page's probe (plain evaluate calls, no injected script) until `done`, or throws after `ms`. */
async function waitFor(page: Page, done: (state: BenchState) => boolean, what: string, ms = 30_000) {
  const by = Date.now() + ms
  for (;;) {
    const state = await benchState(page)
    if (done(state)) return state
    if (Date.now() > by) throw new Error(`${page.url()}: no ${what} within ${ms} ms`)
    await page.waitForTimeout(5)
  }
}

/** A page with the slow network on and the browser cache empty. */
async function slowPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.clearBrowserCache')
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK)
  return page
}

/** Clicks the "Connect Wallet" button with raw mouse events (no locator script in the page). */
async function pressConnect(page: Page) {
  const box = await page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find(
      (node) => node.textContent?.trim() === 'Connect Wallet',
    )
    const rect = button?.getBoundingClientRect()
    return rect ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : undefined
  })
  if (!box) throw new Error(`${page.url()} has no "Connect Wallet" button`)
  await page.mouse.move(box.x, box.y)
  await page.mouse.down()
  await page.mouse.up()
}

/** A new visitor (cold cache, no storage) clicks the moment the button is usable. */
export async function newVisit(browser: Browser, url: string): Promise<NewVisit> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true })
  try {
    const page = await slowPage(context)
    await page.addInitScript({ path: probe })
    const log = process.env.BENCH_REQUEST_LOG ? requestLog(page) : undefined
    void page.goto(url).catch(() => undefined)
    const { connectAt } = await waitFor(page, (state) => state.connectAt > 0, 'Connect Wallet button')
    log?.print(connectAt, 'button usable')
    await pressConnect(page)
    const { clickAt, visibleAt } = await waitFor(page, (state) => state.visibleAt > 0, 'wallet entry', 10_000)
    return { buttonUsableMs: connectAt, clickToFirstWalletMs: Math.max(0, visibleAt - clickAt) }
  } finally {
    await context.close()
  }
}

/**
 * `BENCH_REQUEST_LOG=1`: each script's request and arrival, in ms after the first request (about the
 * page's start), to see in which waves the chunks come.
 */
function requestLog(page: Page) {
  const rows: { file: string; sent: number; done: number; bytes: string }[] = []
  page.on('requestfinished', (request) => {
    const timing = request.timing()
    const file = new URL(request.url()).pathname.replace(/^.*\//, '') || '/'
    const row = { file, sent: timing.startTime, done: timing.startTime + timing.responseEnd, bytes: '' }
    rows.push(row)
    void request.response().then((response) => {
      row.bytes = response?.headers()['content-length'] ?? ''
    })
  })
  return {
    print(at: number, what: string) {
      const start = Math.min(...rows.map((row) => row.sent))
      console.info(`request log (${page.url()}), ${what} at ${Math.round(at)} ms:`)
      for (const row of rows.sort((a, b) => a.sent - b.sent))
        console.info(
          `  ${Math.round(row.sent - start)}\t${Math.round(row.done - start)}\t${row.bytes}\t${row.file}`,
        )
    },
  }
}

/** A returning visit, from page start: the account button shows the address; the account state is connected. */
export type ReturningVisit = { accountShownMs: number; connectedMs: number }

/**
 * A returning visitor: an earlier visit (on a fast network) connected the EIP-6963 test wallet, so the
 * page stores a session; this visit (slow network, cold cache, the storage kept) reports page start to
 * the account button showing the address (the stored one, shown while the session restores), and to the
 * account state connected (the wallet confirmed it). `chainId` is the app's EVM network, where the wallet sits.
 */
export async function returningVisit(
  browser: Browser,
  url: string,
  chainId: number,
): Promise<ReturningVisit> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true })
  try {
    const wallet: TestWalletConfig = {
      privateKeys: [DEV_DEPLOYER_KEY],
      // Nothing listens there: the account shows before any balance read.
      chains: [{ chainId, rpcUrl: 'http://127.0.0.1:4545' }],
      announce: [
        { rdns: 'dev.appkit.bench-returning', name: WALLET_NAME, icon: 'data:image/svg+xml,<svg/>' },
      ],
      authorized: true,
    }
    await context.addInitScript(
      ({ config, label }) => {
        const page = window as unknown as Record<string, unknown>
        page.__testWalletConfig = config
        page.__benchAccountLabel = label
      },
      { config: wallet, label: shortenAddress(ACCOUNT) },
    )
    await context.addInitScript({ content: await buildTestWalletScript() })
    await context.addInitScript({ path: probe })
    const first = await context.newPage()
    await first.goto(url)
    await waitFor(first, (state) => state.connectAt > 0, 'Connect Wallet button')
    await first.getByRole('button', { name: 'Connect Wallet' }).click()
    await first
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(WALLET_NAME) })
      .click()
    await waitFor(first, (state) => state.accountAt > 0, 'account button')
    await first.close()
    const page = await slowPage(context)
    const log = process.env.BENCH_REQUEST_LOG ? requestLog(page) : undefined
    void page.goto(url).catch(() => undefined)
    await waitFor(page, (state) => state.accountAt > 0, 'account button')
    const { accountAt, connectedAt } = await waitFor(
      page,
      (state) => state.connectedAt > 0,
      'connected account',
    )
    log?.print(accountAt, 'account shown')
    return { accountShownMs: accountAt, connectedMs: connectedAt }
  } finally {
    await context.close()
  }
}
