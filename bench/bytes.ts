import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'
import { buildHostApp, initialJsGzipBytes, writeBareStarter, writeConfig } from './builds.js'
import { configSource, preludeOf, SHIPPED_PLUGINS } from './pluginSet.js'
import { type BenchServer, serveGzip } from './serveGzip.js'
import { round } from './stats.js'

/** What an app adds over another, in KiB gzip: its first bundle (static) and all JS loaded before interaction. */
export type AddedBytes = { name: string; firstBundleKiB: number; beforeInteractionKiB: number }

/** Stays this long with no request in flight before the page counts as settled (an idle prefetch included). */
const QUIET_MS = 500
const PORT_BASE = 4720

/** Gzip bytes of every script the page loads before any interaction (no pointer, no key), once it is quiet. */
export async function jsBeforeInteraction(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const pending: Promise<number>[] = []
    let last = Date.now()
    page.on('request', () => {
      last = Date.now()
    })
    page.on('response', (response) => {
      last = Date.now()
      if (response.request().resourceType() === 'script')
        pending.push(response.body().then((body) => gzipSync(body, { level: 9 }).length))
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    while (Date.now() - last < QUIET_MS) await page.waitForTimeout(50)
    return (await Promise.all(pending)).reduce((sum, bytes) => sum + bytes, 0)
  } finally {
    await context.close()
  }
}

/**
 * The byte figures of issue 23: what an app with no plugin (the starter `appkit init` writes with none) adds
 * over the floor, and what each shipped plugin alone adds over the full starter template with no plugin in its
 * config (its demo components are in both, so the difference is the plugin's own). Each app is built, served and loaded once (its bytes
 * do not vary between loads).
 */
export async function measureBytes(
  browser: Browser,
  floorDir: string,
): Promise<{ noPlugin: AddedBytes; perPlugin: AddedBytes[] }> {
  // A plugin with a prelude (the wagmi bridge: the app's wagmi config) is measured over no plugin with that prelude.
  const baselineOf = (plugin: (typeof SHIPPED_PLUGINS)[number]) =>
    preludeOf(plugin).length ? `none+${plugin.name}` : 'none'
  const apps: {
    name: string
    plugins: (typeof SHIPPED_PLUGINS)[number][]
    prelude: readonly string[]
    root?: string
  }[] = [
    // The no-plugin figure: the starter as `appkit init` writes it with no plugin.
    { name: 'bare', plugins: [], prelude: [], root: writeBareStarter('bare') },
    // The per-plugin baseline: the full template (every plugin's demo part) with no plugin in its config.
    { name: 'none', plugins: [], prelude: [] },
    ...SHIPPED_PLUGINS.filter((plugin) => preludeOf(plugin).length).map((plugin) => ({
      name: baselineOf(plugin),
      plugins: [],
      prelude: preludeOf(plugin),
    })),
    ...SHIPPED_PLUGINS.map((plugin) => ({ name: plugin.name, plugins: [plugin], prelude: [] })),
  ]
  const figures = new Map<string, { firstBundle: number; loaded: number }>()
  const servers: BenchServer[] = []
  try {
    servers.push(await serveGzip(floorDir, PORT_BASE))
    figures.set('floor', {
      firstBundle: initialJsGzipBytes(floorDir),
      loaded: await jsBeforeInteraction(browser, `http://127.0.0.1:${PORT_BASE}/`),
    })
    for (const [index, app] of apps.entries()) {
      const dir = await buildHostApp(
        `plugin-${app.name}`,
        writeConfig(app.name, configSource(app.plugins, app.prelude)),
        app.root,
      )
      const port = PORT_BASE + 1 + index
      servers.push(await serveGzip(dir, port))
      figures.set(app.name, {
        firstBundle: initialJsGzipBytes(dir),
        loaded: await jsBeforeInteraction(browser, `http://127.0.0.1:${port}/`),
      })
    }
  } finally {
    for (const server of servers) server.close()
  }
  const added = (name: string, over: string): AddedBytes => {
    const app = figures.get(name)
    const base = figures.get(over)
    if (!app || !base) throw new Error(`bench: no byte figures for ${name} or ${over}`)
    return {
      name,
      firstBundleKiB: round((app.firstBundle - base.firstBundle) / 1024, 2),
      beforeInteractionKiB: round((app.loaded - base.loaded) / 1024, 2),
    }
  }
  return {
    noPlugin: added('bare', 'floor'),
    perPlugin: SHIPPED_PLUGINS.map((plugin) => added(plugin.name, baselineOf(plugin))),
  }
}
