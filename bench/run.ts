import { writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium, type Page } from '@playwright/test'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.js'
import { hostAppRoot, hostAppViteConfig, replaceAppKitConfig } from '../scripts/hostApp.js'
import { serveStatic } from '../tests/support/serveStatic.js'

/** Budgets of issue 4 for the example app over the floor. */
export const BUDGETS = {
  initialJsAddedGzipKiB: 20,
  clickToFirstWalletMs: 50,
  heapAfterOpenMiB: 3,
  requestsBeforeInteraction: 0,
}

const RUNS = Number(process.env.BENCH_RUNS ?? 10)
const out = (path: string) => fileURLToPath(new URL(path, import.meta.url))

type Run = { jsGzipBytes: number; clickToFirstWalletMs: number; heapAfterOpenMiB: number; requests: number }

async function buildApps() {
  // The example app built with the budgets' config (bench/appkit.config.ts) instead of its own.
  const app = hostAppViteConfig({
    logLevel: 'error',
    build: { outDir: out('./dist/app'), emptyOutDir: true },
  })
  await build({
    ...app,
    plugins: [replaceAppKitConfig(hostAppRoot, out('./appkit.config.ts')), ...(app.plugins ?? [])],
  })
  await build({
    root: out('./floor'),
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: out('./dist/floor'), emptyOutDir: true },
  })
}

/** Finds the first wallet entry after the click, also inside shadow roots (see walletProbe.js). */
function installWalletProbe(page: Page) {
  return page.addInitScript({ path: out('./walletProbe.js') })
}

async function measure(url: string): Promise<Run> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const context = await browser.newContext()
  const page = await context.newPage()
  await installWalletProbe(page)
  const origin = new URL(url).origin
  let interacted = false
  let jsGzipBytes = 0
  let requests = 0
  const pending: Promise<void>[] = []
  page.on('request', (request) => {
    if (interacted) return
    // The page's own HTML, scripts and styles are the bundle; anything else before a click is traffic.
    const ownAsset =
      request.url().startsWith(origin) &&
      ['document', 'script', 'stylesheet'].includes(request.resourceType())
    if (!ownAsset) requests++
  })
  page.on('response', (response) => {
    if (interacted || response.request().resourceType() !== 'script') return
    pending.push(
      response.body().then(
        (body) => {
          jsGzipBytes += gzipSync(body, { level: 9 }).length
        },
        () => undefined,
      ),
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await Promise.all(pending)
  // The button's box from the page itself, then raw mouse events: Playwright's locators inject their own
  // script into the page's heap (about 0.7 MiB), which a heap measurement must not count.
  const box = await page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find(
      (node) => node.textContent?.trim() === 'Connect Wallet',
    )
    const rect = button?.getBoundingClientRect()
    return rect ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : undefined
  })
  if (!box) throw new Error(`${url} has no "Connect Wallet" button`)
  interacted = true
  await page.mouse.move(box.x, box.y)
  await page.mouse.down()
  await page.mouse.up()
  // No wallet entry within 5 s (no wallet plugin, no extension) is reported as NaN, not hidden.
  await page
    .waitForFunction(
      () => (window as unknown as { __bench: { visibleAt: number } }).__bench.visibleAt > 0,
      undefined,
      {
        timeout: 5000,
      },
    )
    .catch(() => undefined)
  const timing = await page.evaluate(
    () => (window as unknown as { __bench: { clickAt: number; visibleAt: number } }).__bench,
  )
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
  await browser.close()
  return {
    jsGzipBytes,
    clickToFirstWalletMs: timing.visibleAt > 0 ? Math.max(0, timing.visibleAt - timing.clickAt) : Number.NaN,
    heapAfterOpenMiB: heap.usedSize / 1024 / 1024,
    requests,
  }
}

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median =
    sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
  return { median, min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0 }
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits

async function main() {
  await buildApps()
  const servers: Server[] = [
    await serveStatic(out('./dist/app'), 4710),
    await serveStatic(out('./dist/floor'), 4711),
  ]
  const app: Run[] = []
  const floor: Run[] = []
  try {
    for (let i = 0; i < RUNS; i++) {
      app.push(await measure('http://127.0.0.1:4710/'))
      floor.push(await measure('http://127.0.0.1:4711/'))
    }
  } finally {
    for (const server of servers) server.close()
  }
  const appJs = stats(app.map((run) => run.jsGzipBytes / 1024))
  const floorJs = stats(floor.map((run) => run.jsGzipBytes / 1024))
  const click = stats(app.map((run) => run.clickToFirstWalletMs))
  const heap = stats(app.map((run) => run.heapAfterOpenMiB))
  const requests = stats(app.map((run) => run.requests))
  const medians = {
    initialJsAddedGzipKiB: round(appJs.median - floorJs.median),
    clickToFirstWalletMs: round(click.median),
    heapAfterOpenMiB: round(heap.median, 2),
    requestsBeforeInteraction: requests.median,
  }
  const floorMedians = {
    initialJsGzipKiB: round(floorJs.median),
    clickToFirstWalletMs: round(stats(floor.map((run) => run.clickToFirstWalletMs)).median),
    heapAfterOpenMiB: round(stats(floor.map((run) => run.heapAfterOpenMiB)).median, 2),
  }
  writeFileSync(
    out('./results.json'),
    `${JSON.stringify({ runs: RUNS, ...medians, floor: floorMedians, raw: { app, floor } }, null, 2)}\n`,
  )
  const rows = [
    [
      'initial JS added (KiB gzip)',
      medians.initialJsAddedGzipKiB,
      `${round(appJs.min - floorJs.max)}-${round(appJs.max - floorJs.min)}`,
      BUDGETS.initialJsAddedGzipKiB,
    ],
    [
      'click to first wallet (ms)',
      medians.clickToFirstWalletMs,
      `${round(click.min)}-${round(click.max)}`,
      BUDGETS.clickToFirstWalletMs,
    ],
    [
      'heap after open (MiB)',
      medians.heapAfterOpenMiB,
      `${round(heap.min, 2)}-${round(heap.max, 2)}`,
      BUDGETS.heapAfterOpenMiB,
    ],
    [
      'requests before interaction',
      medians.requestsBeforeInteraction,
      `${requests.min}-${requests.max}`,
      BUDGETS.requestsBeforeInteraction,
    ],
  ] as const
  console.info(
    `bench: ${RUNS} cold visits each, interleaved; floor JS ${floorMedians.initialJsGzipKiB} KiB, floor click ${floorMedians.clickToFirstWalletMs} ms, floor heap ${floorMedians.heapAfterOpenMiB} MiB`,
  )
  console.info('| metric | median | min-max | budget | |\n|---|---|---|---|---|')
  let failed = false
  for (const [name, median, range, budget] of rows) {
    const ok = Number.isFinite(median) && median <= budget
    failed ||= !ok
    console.info(`| ${name} | ${median} | ${range} | ${budget} | ${ok ? 'ok' : 'OVER'} |`)
  }
  process.exitCode = failed ? 1 : 0
}

await main()
