// Issue 31: the same Connect view (email, six socials, farcaster, WalletConnect) on walletdock and on Reown
// AppKit 1.8 (its published package), both built for production, served on loopback and measured alike:
// the card's height in CSS px at 360 px wide, click to settled (bench/compareProbe.js, median of 10 cold
// visits, the pointer pressed on each library's own button), and a picture of each in light and dark
// (docs/screenshots/compare/). walletdock runs on a local stack (services API, relay, secure site);
// everything off loopback is refused, as on this machine: AppKit's calls to its API, fonts and relay fail.
// AppKit is not a dependency of this repo: install it in a folder of its own (bench/compareAppKit.ts says
// how) and pass that folder:  npx tsx bench/compareConnectView.ts /tmp/appkit-measure
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type Browser, chromium, type Page } from '@playwright/test'
import { build } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.js'
import { hostAppViteConfig } from '../scripts/hostApp.js'
import { startDevStack } from '../services/dev/startDevStack.js'
import { out } from './builds.js'
import { serveGzip } from './serveGzip.js'
import { round, stats } from './stats.js'

const APPKIT_CONNECT = `import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { mainnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit'

const params = new URLSearchParams(location.search)
const projectId = 'compare-project'
const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], projectId })
createAppKit({
  adapters: [wagmiAdapter],
  networks: [mainnet],
  projectId,
  themeMode: params.get('theme') === 'dark' ? 'dark' : 'light',
  metadata: { name: 'Compare', description: 'The Connect view', url: location.origin, icons: [] },
  features: {
    email: true,
    socials: ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'],
    connectMethodsOrder: ['email', 'social', 'wallet'],
    analytics: false,
  },
})
`
const APPKIT_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />
  <title>Connect view on AppKit</title></head>
  <body><appkit-button></appkit-button><script type="module" src="./main.ts"></script></body>
</html>
`
const RUNS = Number(process.env.COMPARE_RUNS ?? 10)
const STACK_PORT_BASE = 7600
const PORTS = { walletdock: 7614, appkit: 7615 }
const shotsDir = out('../docs/screenshots/compare')

type App = { name: 'walletdock' | 'appkit'; label: string; url: string }
/** `changes`: each frame whose layout differed from the one before: ms after the press, card height, placeholders. */
type Visit = { settledMs: number; height: number; offLoopback: string[]; changes: string[] }

/** A page where every request off loopback fails at once, as it does on this machine; the hosts tried are kept. */
async function offlinePage(browser: Browser, width: number, theme: string) {
  const page = await browser.newPage({
    viewport: { width, height: 900 },
    deviceScaleFactor: 2,
    colorScheme: theme === 'dark' ? 'dark' : 'light',
  })
  const offLoopback = new Set<string>()
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => {
      offLoopback.add(new URL(route.request().url()).hostname)
      return route.abort('internetdisconnected')
    },
  )
  await page.addInitScript({ path: out('./compareProbe.js') })
  return { page, offLoopback }
}

/** Presses the library's own Connect Wallet button as a person does (pointer down and up on its box). */
async function press(page: Page) {
  const button = page.getByRole('button', { name: 'Connect Wallet' }).first()
  const box = await button.boundingBox()
  if (!box) throw new Error(`${page.url()} shows no Connect Wallet button`)
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.up()
  await page.waitForTimeout(2200)
}

async function visit(browser: Browser, app: App, theme: string, width: number): Promise<Visit> {
  const { page, offLoopback } = await offlinePage(browser, width, theme)
  try {
    await page.goto(`${app.url}&theme=${theme}`, { waitUntil: 'networkidle' })
    await press(page)
    const { settledMs, height, changes } = await page.evaluate(() => {
      type Frame = { time: number; height: number; layout: string; placeholders: number }
      const probe = (
        window as unknown as { __compare: { settledAt(): number; clickAt: number; frames: Frame[] } }
      ).__compare
      const changes = probe.frames
        .filter((frame, index) => frame.layout !== probe.frames[index - 1]?.layout)
        .map(
          (frame) =>
            `${Math.round(frame.time - probe.clickAt)} ms: ${Math.round(frame.height)} px, ${frame.placeholders} placeholders`,
        )
      return { settledMs: probe.settledAt(), height: probe.frames.at(-1)?.height ?? 0, changes }
    })
    return { settledMs, height, offLoopback: [...offLoopback], changes }
  } finally {
    await page.close()
  }
}

async function shoot(browser: Browser, app: App, theme: string) {
  const { page } = await offlinePage(browser, 480, theme)
  try {
    await page.goto(`${app.url}&theme=${theme}`, { waitUntil: 'networkidle' })
    await press(page)
    await page.mouse.move(0, 0)
    await page.waitForTimeout(300)
    const card = page.locator('appkit-modal dialog[open], [data-testid="w3m-modal-card"]').first()
    const path = join(shotsDir, `${app.name}-connect-${theme}.png`)
    await card.screenshot({ path, animations: 'disabled' })
    console.info(`wrote ${path}`)
  } finally {
    await page.close()
  }
}

async function main() {
  const appkitModules = process.argv[2]
  if (!appkitModules)
    throw new Error('usage: tsx bench/compareConnectView.ts <folder where @reown/appkit is installed>')
  const appkitRoot = resolve(appkitModules, 'connect')
  mkdirSync(appkitRoot, { recursive: true })
  writeFileSync(join(appkitRoot, 'main.ts'), APPKIT_CONNECT)
  writeFileSync(join(appkitRoot, 'index.html'), APPKIT_HTML)
  const dirs = { appkit: out('./dist/connect-appkit'), walletdock: out('./dist/connect-walletdock') }
  await build({
    root: appkitRoot,
    configFile: false,
    logLevel: 'error',
    build: { outDir: dirs.appkit, emptyOutDir: true },
  })
  await build(
    hostAppViteConfig(
      { logLevel: 'error', build: { outDir: dirs.walletdock, emptyOutDir: true } },
      out('./appkit-compare/connect'),
    ),
  )
  mkdirSync(shotsDir, { recursive: true })
  const origin = (port: number) => `http://127.0.0.1:${port}`
  const stack = await startDevStack({
    portBase: STACK_PORT_BASE,
    dataDir: null,
    devJsonPath: null,
    origins: [origin(PORTS.walletdock)],
  })
  const servers = [
    await serveGzip(dirs.walletdock, PORTS.walletdock),
    await serveGzip(dirs.appkit, PORTS.appkit),
  ]
  const query = new URLSearchParams({
    projectId: stack.info.projectId,
    api: stack.info.apiUrl,
    relay: stack.info.relayUrl ?? '',
    site: stack.info.secureSiteUrl ?? '',
  })
  const apps: App[] = [
    { name: 'walletdock', label: 'walletdock', url: `${origin(PORTS.walletdock)}/?${query}` },
    { name: 'appkit', label: 'Reown AppKit 1.8.24', url: `${origin(PORTS.appkit)}/?v=1` },
  ]
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const visits: Record<string, Visit[]> = { walletdock: [], appkit: [] }
    // One warm-up visit each (disk and code caches), then interleaved cold visits.
    for (const app of apps) await visit(browser, app, 'light', 360)
    for (let run = 0; run < RUNS; run++)
      for (const app of apps) visits[app.name]?.push(await visit(browser, app, 'light', 360))
    if (!process.env.COMPARE_NO_SHOTS)
      for (const theme of ['light', 'dark']) for (const app of apps) await shoot(browser, app, theme)
    console.info(
      `\n| app | height at 360 px wide (CSS px) | click to settled, median of ${RUNS} (ms) | min-max |`,
    )
    console.info('|---|---|---|---|')
    for (const app of apps) {
      const list = visits[app.name] ?? []
      const settled = stats(list.map((one) => one.settledMs))
      const height = stats(list.map((one) => one.height))
      console.info(
        `| ${app.label} | ${round(height.median, 0)} | ${round(settled.median, 0)} | ${round(settled.min, 0)}-${round(settled.max, 0)} |`,
      )
    }
    for (const app of apps)
      console.info(
        `${app.label}, the last visit's layout changes: ${visits[app.name]?.at(-1)?.changes.join('; ')}`,
      )
    for (const app of apps)
      console.info(
        `${app.label}: refused off-loopback hosts: ${[...new Set(visits[app.name]?.flatMap((one) => one.offLoopback))].join(', ') || 'none'}`,
      )
  } finally {
    await browser.close()
    for (const server of servers) server.close()
    await stack.close()
  }
}

await main()
