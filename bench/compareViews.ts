// Issue 31: the same views on walletdock and on Reown AppKit 1.8 (its published package), side by side, in
// walks (GROUPS below; COMPARE_GROUPS=a,b runs some): Connect, All Wallets, WalletConnect's QR, Account and
// Networks; email login; a refused connection; ProfileWallets and UnsupportedChain; Send, its preview and
// Receive; Swap, its token list, Buy crypto and Activity; SIWX sign-in (bench/compareViewsDrive.ts), through
// the EIP-6963 test wallet Alpha on the local stack's anvil chains, in both libraries. Both are built
// for production and served on loopback; a picture of each view in light and dark goes to
// docs/screenshots/compare/ and the card's height at 360 px wide is printed.
// Nothing leaves the machine: AppKit's calls to its API (api.web3modal.org) and to its blockchain API
// (rpc.walletconnect.org) are answered by Playwright's page.route with what the local stack's services
// answer for the same path (the registry walletdock lists, the balances of the anvil chain); its
// WalletConnect client is given the local relay (AppKit's `universalProvider` option); every other
// request off loopback (fonts, analytics, the email login's secure frame) is refused at once.
// AppKit is not a dependency of this repo: install it as bench/compareAppKit.ts says, then
//   npx tsx bench/compareViews.ts /tmp/appkit-measure
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type Browser, chromium } from '@playwright/test'
import { build } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.js'
import { hostAppViteConfig } from '../scripts/hostApp.js'
import { seedAccountTabs } from '../scripts/screenshotsAccount.js'
import { readAdminChannel, sendAdminCommand } from '../services/dev/adminChannel.js'
import { startDevStack } from '../services/dev/startDevStack.js'
import { installUiWallets, setBalance } from '../tests/e2e/pages/uiWallets.js'
import { ALPHA_WALLET } from '../tests/fixtures/uiWallets.js'
import { out } from './builds.js'
import { APPKIT_HTML, APPKIT_VIEWS, appKitProjectConfig } from './compareViewsAppKit.js'
import {
  type AppName,
  CARD,
  clickText,
  close,
  instance,
  open,
  profileViews,
  rejectedViews,
  sendViews,
  shoot,
  siwxViews,
  swapViews,
  type Visit,
} from './compareViewsDrive.js'
import { serveGzip } from './serveGzip.js'

const STACK_PORT_BASE = 7600
const PORTS = { walletdock: 7614, appkit: 7615 }
const WIDTH = 360
const shotsDir = out('../docs/screenshots/compare')

type App = { name: AppName; url: string }

/** AppKit's API hosts, answered by the local services (the same paths: registry, config, blockchain API). */
const MIRRORED = new Set(['api.web3modal.org', 'rpc.walletconnect.org'])

async function newPage(browser: Browser, theme: string, apiUrl: string) {
  const page = await browser.newPage({
    viewport: { width: WIDTH, height: 900 },
    deviceScaleFactor: 2,
    colorScheme: theme === 'dark' ? 'dark' : 'light',
  })
  // COMPARE_LOG=1: the page's errors too (a view that stays blank often says why here).
  if (process.env.COMPARE_LOG) {
    page.on('pageerror', (error) => console.info(`  page error: ${error.message.slice(0, 300)}`))
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        console.info(`  console ${message.type()}: ${message.text().slice(0, 300)}`)
    })
  }
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    async (route) => {
      const request = route.request()
      const url = new URL(request.url())
      if (!MIRRORED.has(url.hostname)) {
        if (process.env.COMPARE_LOG)
          console.info(`  ${request.method()} ${url.hostname}${url.pathname} refused`)
        return route.abort('internetdisconnected')
      }
      // As AppKit sends it: its GETs carry projectId in the query, its price and swap-build POSTs in the body.
      const local = new URL(url.pathname + url.search, apiUrl)
      // The registry lists every wallet for testnets (walletdock sends no chains for them); AppKit sends its
      // local chains and keeps only the wallets that name one, so the answer names them for AppKit.
      const chains = url.searchParams.get('chains')?.split(',') ?? []
      local.searchParams.delete('chains')
      const response = await route.fetch({ url: local.toString() })
      // COMPARE_LOG=1: each mirrored request and its status (what AppKit asked, and what it got).
      if (process.env.COMPARE_LOG)
        console.info(
          `  ${request.method()} ${url.hostname}${url.pathname} ${response.status()}`,
          response.ok() ? '' : (await response.text()).slice(0, 300),
        )
      if (url.pathname === '/appkit/v1/config' && response.ok())
        return route.fulfill({ response, json: appKitProjectConfig((await response.json()).features) })
      if (url.pathname !== '/getWallets' || !response.ok()) return route.fulfill({ response })
      const body = (await response.json()) as { data: { chains?: string[] }[] }
      for (const wallet of body.data) wallet.chains = [...(wallet.chains ?? []), ...chains]
      return route.fulfill({ response, json: body })
    },
  )
  return page
}

/** Connect, All Wallets, WalletConnect's QR, then Alpha connected: Account and Networks. */
async function walletViews(visit: Visit) {
  const { page } = visit
  await open(page)
  await shoot(visit, 'connect-wallets')
  // AppKit names the row "Search Wallet" when the registry lists more than its page shows.
  await clickText(page, /^(All Wallets|Search Wallet)$/)
  await page.waitForTimeout(2000)
  await shoot(visit, 'all-wallets')
  await close(page)
  await open(page)
  await clickText(page, 'WalletConnect')
  await page.waitForTimeout(3000)
  await shoot(visit, 'walletconnect')
  await close(page)
  await open(page)
  await clickText(page, ALPHA_WALLET.name)
  await page.waitForTimeout(3000)
  await close(page)
  await open(page, 'Account')
  await page.waitForTimeout(1000)
  await shoot(visit, 'account')
  await close(page)
  await open(page, 'Networks')
  await shoot(visit, 'networks')
}

/** Connect with email and the six socials, then EmailLogin for person@example.com. */
async function emailViews(visit: Visit) {
  const { page } = visit
  await open(page)
  await shoot(visit, 'connect-email')
  const field = page.locator(CARD).first().locator('input[placeholder="Email"]').first()
  await field.fill('person@example.com')
  await field.press('Enter')
  await page.waitForTimeout(4000)
  await shoot(visit, 'email-login')
}

/** The walks, each on a fresh page with this query (COMPARE_GROUPS=a,b runs some: each run holds the lock briefly). */
const GROUPS: Record<string, { query: string; noWallets?: true; walk(visit: Visit): Promise<void> }> = {
  wallets: { query: '', walk: walletViews },
  email: { query: '&email=1', noWallets: true, walk: emailViews },
  rejected: { query: '', walk: rejectedViews },
  profile: { query: '&multiWallet=1', walk: profileViews },
  send: { query: '&features=1', walk: sendViews },
  swap: { query: '&features=1', walk: swapViews },
  siwx: { query: '&siwx=1', walk: siwxViews },
}

async function buildBoth(appkitRoot: string, dirs: { appkit: string; walletdock: string }) {
  // es2022: AppKit's page awaits its WalletConnect client at the top level.
  await build({
    root: appkitRoot,
    configFile: false,
    logLevel: 'error',
    build: { outDir: dirs.appkit, emptyOutDir: true, target: 'es2022' },
  })
  await build(
    hostAppViteConfig(
      { logLevel: 'error', build: { outDir: dirs.walletdock, emptyOutDir: true } },
      out('./appkit-compare/views'),
    ),
  )
}

type StackInfo = { apiUrl: string; projectId: string; rpc: string[] }

/** The project's features for a group: ProfileWallets needs multiWallet, off by default (spec 9). */
async function setMultiWallet(adminFile: string, projectId: string, enabled: boolean) {
  const channel = readAdminChannel(adminFile)
  if (!channel) throw new Error(`the stack left no admin channel in ${adminFile}`)
  await sendAdminCommand(channel, { command: 'set-feature', projectId, feature: 'multiWallet', enabled })
}

async function main() {
  const appkitModules = process.argv[2]
  if (!appkitModules)
    throw new Error('usage: tsx bench/compareViews.ts <folder where @reown/appkit is installed>')
  const groups = (process.env.COMPARE_GROUPS ?? Object.keys(GROUPS).join(',')).split(',')
  for (const group of groups)
    if (!GROUPS[group]) throw new Error(`no group ${group}; the groups: ${Object.keys(GROUPS).join(', ')}`)
  const appkitRoot = resolve(appkitModules, 'views')
  mkdirSync(appkitRoot, { recursive: true })
  writeFileSync(join(appkitRoot, 'main.ts'), APPKIT_VIEWS)
  writeFileSync(join(appkitRoot, 'index.html'), APPKIT_HTML)
  const dirs = { appkit: out('./dist/views-appkit'), walletdock: out('./dist/views-walletdock') }
  // COMPARE_NO_BUILD=1: the last builds again (a second run for pictures).
  if (!process.env.COMPARE_NO_BUILD) await buildBoth(appkitRoot, dirs)
  mkdirSync(shotsDir, { recursive: true })
  const origin = (port: number) => `http://127.0.0.1:${port}`
  const adminFile = join(resolve(appkitModules), 'compare-admin.json')
  const dev = await startDevStack({
    portBase: STACK_PORT_BASE,
    dataDir: null,
    devJsonPath: null,
    adminChannelFile: adminFile,
    origins: [origin(PORTS.walletdock), origin(PORTS.appkit)],
  })
  const stack: StackInfo = {
    apiUrl: dev.info.apiUrl,
    projectId: dev.info.projectId,
    rpc: Object.values(dev.info.rpcUrls),
  }
  await setBalance(ALPHA_WALLET, '1.23456789', stack.rpc[0])
  const servers = [
    await serveGzip(dirs.walletdock, PORTS.walletdock),
    await serveGzip(dirs.appkit, PORTS.appkit),
  ]
  const query = new URLSearchParams([
    ['projectId', stack.projectId],
    ['api', stack.apiUrl],
    ['relay', dev.info.relayUrl ?? ''],
    ['site', dev.info.secureSiteUrl ?? ''],
    ...stack.rpc.map((url) => ['rpc', url]),
  ])
  const apps: App[] = [
    { name: 'walletdock', url: `${origin(PORTS.walletdock)}/?${query}` },
    { name: 'appkit', url: `${origin(PORTS.appkit)}/?${query}` },
  ]
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const heights = new Map<string, number>()
  try {
    // Activity lists the chain's history: Alpha receives NFTs and DUSD and sends ETH to Beta.
    if (groups.includes('swap')) await seedAccountTabs(dev.info)
    const only = process.env.COMPARE_APP
    for (const group of groups) {
      const { query: extra, noWallets, walk } = GROUPS[group] as (typeof GROUPS)[string]
      if (group === 'profile') await setMultiWallet(adminFile, stack.projectId, true)
      for (const theme of (process.env.COMPARE_THEMES ?? 'light,dark').split(','))
        for (const app of apps) {
          if (only && only !== app.name) continue
          const page = await newPage(browser, theme, stack.apiUrl)
          try {
            if (!noWallets) await installUiWallets(page, stack.rpc)
            await page.goto(`${app.url}&theme=${theme}${extra}`)
            await instance(page)
            await walk({ page, app: app.name, theme, shotsDir, heights })
          } finally {
            await page.close()
          }
        }
      if (group === 'profile') await setMultiWallet(adminFile, stack.projectId, false)
    }
    console.info(
      `\n| view, ${WIDTH} px wide | walletdock (CSS px) | Reown AppKit 1.8.24 (CSS px) |\n|---|---|---|`,
    )
    const names = [...new Set([...heights.keys()].map((key) => key.split(' ')[0]))]
    for (const view of names)
      console.info(
        `| ${view} | ${heights.get(`${view} walletdock`) ?? '-'} | ${heights.get(`${view} appkit`) ?? '-'} |`,
      )
  } finally {
    await browser.close()
    for (const server of servers) server.close()
    await dev.close()
  }
}

await main()
