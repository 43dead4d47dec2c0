// Issue 31: the same views on walletdock and on Reown AppKit 1.8 (its published package), side by side:
// Connect, All Wallets, WalletConnect's QR view, Account and Networks (connected through the EIP-6963 test
// wallet Alpha on the local stack's anvil chain, in both libraries), and the email login view. Both are built
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
import { type Browser, chromium, type Page } from '@playwright/test'
import { build } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.js'
import { hostAppViteConfig } from '../scripts/hostApp.js'
import { startDevStack } from '../services/dev/startDevStack.js'
import { installUiWallets, setBalance } from '../tests/e2e/pages/uiWallets.js'
import { ALPHA_WALLET } from '../tests/fixtures/uiWallets.js'
import { out } from './builds.js'
import { serveGzip } from './serveGzip.js'

const APPKIT_VIEWS = `import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { defineChain } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit'
import UniversalProvider from '@walletconnect/universal-provider'

const params = new URLSearchParams(location.search)
const rpc = params.getAll('rpc')
const local = (id, url) =>
  defineChain({
    id,
    caipNetworkId: 'eip155:' + id,
    chainNamespace: 'eip155',
    name: 'Local chain ' + id,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
    blockExplorers: { default: { name: 'Local explorer', url: 'https://explorer-' + id + '.test' } },
    testnet: true,
  })
const networks = [local(31337, rpc[0]), local(31338, rpc[1])]
const projectId = params.get('projectId')
const metadata = { name: 'Compare', description: 'The views', url: location.origin, icons: [] }
const universalProvider = await UniversalProvider.init({ projectId, metadata, relayUrl: params.get('relay') })
const wagmiAdapter = new WagmiAdapter({ networks, projectId })
const email = params.get('email') === '1'
window.__appKit = createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  universalProvider,
  themeMode: params.get('theme') === 'dark' ? 'dark' : 'light',
  metadata,
  features: email
    ? { email: true, socials: ['google', 'github', 'apple', 'facebook', 'x', 'discord'], analytics: false }
    : { email: false, socials: false, analytics: false },
})
`
const APPKIT_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />
  <title>Views on AppKit</title></head>
  <body><appkit-button></appkit-button><script type="module" src="./main.ts"></script></body>
</html>
`
const STACK_PORT_BASE = 7600
const PORTS = { walletdock: 7614, appkit: 7615 }
const WIDTH = 360
const shotsDir = out('../docs/screenshots/compare')
const CARD = 'appkit-modal dialog[open], [data-testid="w3m-modal-card"]'

type App = { name: 'walletdock' | 'appkit'; url: string }
type Instance = { open(options?: { view: string }): Promise<void>; close(): Promise<void> }

/** AppKit's API hosts, answered by the local services (the same paths: registry, config, blockchain API). */
const MIRRORED = new Set(['api.web3modal.org', 'rpc.walletconnect.org'])

async function newPage(browser: Browser, theme: string, apiUrl: string, projectId: string) {
  const page = await browser.newPage({
    viewport: { width: WIDTH, height: 900 },
    deviceScaleFactor: 2,
    colorScheme: theme === 'dark' ? 'dark' : 'light',
  })
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    async (route) => {
      const request = route.request()
      const url = new URL(request.url())
      if (!MIRRORED.has(url.hostname)) return route.abort('internetdisconnected')
      const local = new URL(url.pathname + url.search, apiUrl)
      local.searchParams.set('projectId', projectId)
      // The registry lists every wallet for testnets (walletdock sends no chains for them); AppKit sends its
      // local chains and keeps only the wallets that name one, so the answer names them for AppKit.
      const chains = url.searchParams.get('chains')?.split(',') ?? []
      local.searchParams.delete('chains')
      const response = await route.fetch({ url: local.toString() })
      if (url.pathname !== '/getWallets' || !response.ok()) return route.fulfill({ response })
      const body = (await response.json()) as { data: { chains?: string[] }[] }
      for (const wallet of body.data) wallet.chains = [...(wallet.chains ?? []), ...chains]
      return route.fulfill({ response, json: body })
    },
  )
  return page
}

const instance = (page: Page) =>
  page.waitForFunction(() => Boolean((window as unknown as { __appKit?: Instance }).__appKit))

async function open(page: Page, view?: string) {
  await page.evaluate(
    (view) => (window as unknown as { __appKit: Instance }).__appKit.open(view ? { view } : undefined),
    view,
  )
  await page.locator(CARD).first().waitFor()
  await page.waitForTimeout(1500)
}

async function close(page: Page) {
  await page.evaluate(() => (window as unknown as { __appKit: Instance }).__appKit.close())
  await page.waitForTimeout(600)
}

async function shoot(page: Page, app: App, view: string, theme: string, heights: Map<string, number>) {
  await page.mouse.move(0, 0)
  await page.waitForTimeout(300)
  const card = page.locator(CARD).first()
  const box = await card.boundingBox()
  if (theme === 'light') heights.set(`${view} ${app.name}`, Math.round(box?.height ?? 0))
  const path = join(shotsDir, `${app.name}-${view}-${theme}.png`)
  await card.screenshot({ path, animations: 'disabled' })
  console.info(`wrote ${path}`)
}

/** Clicks the first visible element with exactly this text inside the card (through open shadow roots). */
async function clickText(page: Page, text: string | RegExp) {
  await page.locator(CARD).first().getByText(text, { exact: true }).first().click()
}

async function views(
  browser: Browser,
  app: App,
  theme: string,
  stack: StackInfo,
  heights: Map<string, number>,
) {
  const page = await newPage(browser, theme, stack.apiUrl, stack.projectId)
  try {
    await installUiWallets(page, stack.rpc)
    await page.goto(`${app.url}&theme=${theme}`)
    await instance(page)
    await open(page)
    await shoot(page, app, 'connect-wallets', theme, heights)
    // AppKit names the row "Search Wallet" when the registry lists more than its page shows.
    await clickText(page, /^(All Wallets|Search Wallet)$/)
    await page.waitForTimeout(2000)
    await shoot(page, app, 'all-wallets', theme, heights)
    await close(page)
    await open(page)
    await clickText(page, 'WalletConnect')
    await page.waitForTimeout(3000)
    await shoot(page, app, 'walletconnect', theme, heights)
    await close(page)
    await open(page)
    await clickText(page, ALPHA_WALLET.name)
    await page.waitForTimeout(3000)
    await close(page)
    await open(page, 'Account')
    await page.waitForTimeout(1000)
    await shoot(page, app, 'account', theme, heights)
    await close(page)
    await open(page, 'Networks')
    await shoot(page, app, 'networks', theme, heights)
  } finally {
    await page.close()
  }
  const emailPage = await newPage(browser, theme, stack.apiUrl, stack.projectId)
  try {
    await emailPage.goto(`${app.url}&theme=${theme}&email=1`)
    await instance(emailPage)
    await open(emailPage)
    await shoot(emailPage, app, 'connect-email', theme, heights)
    const field = emailPage.locator(CARD).first().locator('input[placeholder="Email"]').first()
    await field.fill('person@example.com')
    await field.press('Enter')
    await emailPage.waitForTimeout(4000)
    await shoot(emailPage, app, 'email-login', theme, heights)
  } finally {
    await emailPage.close()
  }
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

type StackInfo = { apiUrl: string; projectId: string; relay: string; site: string; rpc: string[] }

async function main() {
  const appkitModules = process.argv[2]
  if (!appkitModules)
    throw new Error('usage: tsx bench/compareViews.ts <folder where @reown/appkit is installed>')
  const appkitRoot = resolve(appkitModules, 'views')
  mkdirSync(appkitRoot, { recursive: true })
  writeFileSync(join(appkitRoot, 'main.ts'), APPKIT_VIEWS)
  writeFileSync(join(appkitRoot, 'index.html'), APPKIT_HTML)
  const dirs = { appkit: out('./dist/views-appkit'), walletdock: out('./dist/views-walletdock') }
  // COMPARE_NO_BUILD=1: the last builds again (a second run for pictures).
  if (!process.env.COMPARE_NO_BUILD) await buildBoth(appkitRoot, dirs)
  mkdirSync(shotsDir, { recursive: true })
  const origin = (port: number) => `http://127.0.0.1:${port}`
  const dev = await startDevStack({
    portBase: STACK_PORT_BASE,
    dataDir: null,
    devJsonPath: null,
    origins: [origin(PORTS.walletdock), origin(PORTS.appkit)],
  })
  const stack: StackInfo = {
    apiUrl: dev.info.apiUrl,
    projectId: dev.info.projectId,
    relay: dev.info.relayUrl ?? '',
    site: dev.info.secureSiteUrl ?? '',
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
    ['relay', stack.relay],
    ['site', stack.site],
    ...stack.rpc.map((url) => ['rpc', url]),
  ])
  const apps: App[] = [
    { name: 'walletdock', url: `${origin(PORTS.walletdock)}/?${query}` },
    { name: 'appkit', url: `${origin(PORTS.appkit)}/?${query}` },
  ]
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const heights = new Map<string, number>()
  try {
    const only = process.env.COMPARE_APP
    for (const theme of (process.env.COMPARE_THEMES ?? 'light,dark').split(','))
      for (const app of apps) if (!only || only === app.name) await views(browser, app, theme, stack, heights)
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
