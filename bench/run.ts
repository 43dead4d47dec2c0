import { writeFileSync } from 'node:fs'
import { type Browser, chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.js'
import { startBenchApi } from './benchApi.js'
import { buildFloor, buildHostApp, out, writeConfig } from './builds.js'
import { measureBytes } from './bytes.js'
import { configSource, SHIPPED_PLUGINS } from './pluginSet.js'
import { type BenchServer, serveGzip } from './serveGzip.js'
import { measureSlow, printSlow, type SlowFigures, slowChecks } from './slowReport.js'
import { type Figures, p90, round, stats } from './stats.js'
import { type PointerMode, type Visit, visit } from './visit.js'

/** Budgets of issues 17 and 23, for every app over the floor measured in the same run. */
const BUDGETS = {
  /** An app with no plugin over the React floor: JS loaded before interaction. */
  noPluginAddedGzipKiB: 19,
  /** Each shipped plugin alone over the app with no plugin: JS loaded before interaction. */
  pluginAddedGzipKiB: 1.25,
  /** The wagmi bridge over an app with the same wagmi config (issue 30). */
  wagmiBridgeAddedGzipKiB: 0.5,
  clickToFirstWalletMs: 16,
  /** Issue 31: the Connect view's final layout (every method's content in place) after the press, every plugin on. */
  clickToSettledMs: 200,
  /** p90 of the click at most this many times its median. */
  clickP90OverMedian: 2,
  heapAfterOpenMiB: 2.5,
  requestsBeforeInteraction: 0,
  /** The embedded wallet's frame is created on first need, never on a first visit (issue 14). */
  framesBeforeInteraction: 0,
  /** On the slow mobile network (bench/slowNetwork.ts), over the floor's button in the same run. */
  slowButtonUsableOverFloorMs: 300,
  slowClickToFirstWalletMs: 50,
  slowAccountShownOverFloorMs: 600,
}

const RUNS = Number(process.env.BENCH_RUNS ?? 20)
/** Visits per page before the measured ones (the first launches pay for disk and code caches). */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2)
const MODES: PointerMode[] = ['pressed', 'hover']
/**
 * `BENCH_ONLY=bytes`, `fast` or `slow`: that part of the bench alone, for a quick look (bench/results.json
 * is written only by a whole run).
 */
const ONLY = process.env.BENCH_ONLY
const runs = (part: 'bytes' | 'fast' | 'slow') => ONLY === undefined || ONLY === part
/** Each app is also served over HTTP/2 (TLS) on its port plus this, for the slow-network visits. */
const H2_PORT_OFFSET = 100

type App = {
  name: string
  label: string
  configFile?: string
  port: number
  evmChainId?: number
  /** The app has its own wagmi config (bench/wagmiConfig.ts). */
  wagmiConfig?: boolean
}

const APPS: App[] = [
  { name: 'floor', label: 'floor (React + <dialog>)', port: 4711 },
  {
    name: 'minimal',
    label: 'minimal (evm, solana, walletconnect)',
    configFile: out('./appkit.config.ts'),
    port: 4710,
    evmChainId: 1,
  },
  {
    name: 'all',
    label: `every plugin (${SHIPPED_PLUGINS.map((plugin) => plugin.name).join(', ')})`,
    configFile: writeConfig('all', configSource(SHIPPED_PLUGINS)),
    port: 4712,
    evmChainId: 31337,
    wagmiConfig: true,
  },
]
/** Slow network only: the floor with the app's own wagmi config, to show what walletdock adds to a wagmi app. */
const FLOOR_WAGMI: App = { name: 'floorWagmi', label: "floor + the app's wagmi config", port: 4713 }

type Measured = Record<string, Record<PointerMode, Visit[]>>

async function measureAll(browser: Browser): Promise<Measured> {
  const measured: Measured = {}
  for (const app of APPS) measured[app.name] = { pressed: [], hover: [] }
  const url = (app: App) => `http://127.0.0.1:${app.port}/`
  for (const app of APPS)
    for (let index = 0; index < WARMUP; index++) await visit(browser, url(app), 'pressed')
  // Interleaved: every app and mode sees the same moments of this shared machine.
  for (let run = 0; run < RUNS; run++)
    for (const mode of MODES)
      for (const app of APPS) measured[app.name]?.[mode].push(await visit(browser, url(app), mode))
  return measured
}

const figure = (values: number[], digits = 1) => {
  const { median, min, max } = stats(values)
  return {
    median: round(median, digits),
    p90: round(p90(values), digits),
    min: round(min, digits),
    max: round(max, digits),
  }
}

const cell = (f: Figures) => `${f.median} | ${f.p90} | ${f.min}-${f.max}`

async function main() {
  const floorDir = await buildFloor()
  if (runs('slow')) await buildFloor('floorWagmi')
  for (const app of APPS) if (app.configFile) await buildHostApp(app.name, app.configFile)
  // The every-plugin app's services API answers, as a deployment's does: its open lists the registry's
  // recommended wallets (BENCH_DEAD_API=1 leaves it unstarted, to measure that request's error path).
  // Every bench app is on loopback, over HTTP/1.1 (http) and HTTP/2 (https).
  const api =
    (runs('fast') || runs('slow')) && process.env.BENCH_DEAD_API !== '1'
      ? await startBenchApi(['http://127.0.0.1:*', 'https://127.0.0.1:*'])
      : undefined
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const servers: BenchServer[] = []
  let measured: Measured = {}
  let bytes: Awaited<ReturnType<typeof measureBytes>> | undefined
  let slow: SlowFigures[] = []
  try {
    if (runs('bytes')) bytes = await measureBytes(browser, floorDir)
    for (const app of runs('slow') ? [...APPS, FLOOR_WAGMI] : APPS) {
      servers.push(await serveGzip(out(`./dist/${app.name}`), app.port))
      servers.push(await serveGzip(out(`./dist/${app.name}`), app.port + H2_PORT_OFFSET, 'h2'))
    }
    if (runs('fast')) measured = await measureAll(browser)
    // Production hosts speak HTTP/2; the HTTP/1.1 figures show what a host without it costs.
    if (runs('slow'))
      slow = [
        await measureSlow(browser, [...APPS, FLOOR_WAGMI], 'http1'),
        await measureSlow(
          browser,
          [...APPS, FLOOR_WAGMI].map((app) => ({ ...app, port: app.port + H2_PORT_OFFSET })),
          'h2',
        ),
      ]
  } finally {
    await browser.close()
    for (const server of servers) server.close()
    await api?.close()
  }
  const rows: string[] = []
  const checks: { what: string; ok: boolean }[] = []
  const summary: Record<string, unknown> = {}
  for (const mode of runs('fast') ? MODES : []) {
    const floor = measured.floor?.[mode] ?? []
    const floorJs = stats(floor.map((v) => v.jsGzipBytes / 1024)).median
    for (const app of APPS) {
      const visits = measured[app.name]?.[mode] ?? []
      const js = figure(visits.map((v) => v.jsGzipBytes / 1024 - (app.name === 'floor' ? 0 : floorJs)))
      const click = figure(visits.map((v) => v.clickToFirstWalletMs))
      const settled = figure(visits.map((v) => v.clickToSettledMs))
      const heap = figure(
        visits.map((v) => v.heapAfterOpenMiB),
        2,
      )
      const requests = figure(
        visits.map((v) => v.requests),
        0,
      )
      const prefetch = figure(visits.map((v) => v.prefetchGzipBytes / 1024))
      const frames = figure(
        visits.map((v) => v.frames),
        0,
      )
      summary[`${app.name}/${mode}`] = { js, click, settled, heap, requests, prefetch, frames }
      const jsLabel =
        app.name === 'floor' ? 'initial JS (KiB gzip)' : 'initial JS added over floor (KiB gzip)'
      rows.push(
        `| ${app.name} | ${mode} | ${jsLabel} | ${cell(js)} |`,
        `| ${app.name} | ${mode} | click to first wallet (ms) | ${cell(click)} |`,
        `| ${app.name} | ${mode} | click to settled view (ms) | ${cell(settled)} |`,
        `| ${app.name} | ${mode} | heap after open (MiB) | ${cell(heap)} |`,
        `| ${app.name} | ${mode} | requests before interaction (off origin) | ${cell(requests)} |`,
        `| ${app.name} | ${mode} | JS fetched after load, before interaction (prefetch, KiB gzip) | ${cell(prefetch)} |`,
        `| ${app.name} | ${mode} | frames before interaction | ${cell(frames)} |`,
      )
      if (app.name === 'floor') continue
      const at = `${app.name}, ${mode}`
      checks.push(
        {
          what: `${at}: click median ${click.median} <= ${BUDGETS.clickToFirstWalletMs} ms`,
          ok: click.median <= BUDGETS.clickToFirstWalletMs,
        },
        {
          what: `${at}: click p90 ${click.p90} <= ${BUDGETS.clickP90OverMedian}x median (${round(click.median * BUDGETS.clickP90OverMedian)})`,
          ok: click.p90 <= click.median * BUDGETS.clickP90OverMedian,
        },
        {
          what: `${at}: click to settled view median ${settled.median} <= ${BUDGETS.clickToSettledMs} ms`,
          ok: settled.median <= BUDGETS.clickToSettledMs,
        },
        {
          what: `${at}: heap after open ${heap.median} <= ${BUDGETS.heapAfterOpenMiB} MiB`,
          ok: heap.median <= BUDGETS.heapAfterOpenMiB,
        },
        {
          what: `${at}: requests before interaction ${requests.max} <= ${BUDGETS.requestsBeforeInteraction}`,
          ok: requests.max <= BUDGETS.requestsBeforeInteraction,
        },
        {
          what: `${at}: frames before interaction ${frames.max} <= ${BUDGETS.framesBeforeInteraction}`,
          ok: frames.max <= BUDGETS.framesBeforeInteraction,
        },
      )
    }
  }
  if (bytes)
    checks.unshift(
      {
        what: `no plugin: JS before interaction added over the floor ${bytes.noPlugin.beforeInteractionKiB} <= ${BUDGETS.noPluginAddedGzipKiB} KiB`,
        ok: bytes.noPlugin.beforeInteractionKiB <= BUDGETS.noPluginAddedGzipKiB,
      },
      ...bytes.perPlugin.map((plugin) => {
        const budget = plugin.name === 'wagmi' ? BUDGETS.wagmiBridgeAddedGzipKiB : BUDGETS.pluginAddedGzipKiB
        const over = plugin.name === 'wagmi' ? 'the same wagmi app without it' : 'no plugin'
        return {
          what: `${plugin.name}: JS before interaction added over ${over} ${plugin.beforeInteractionKiB} <= ${budget} KiB`,
          ok: plugin.beforeInteractionKiB <= budget,
        }
      }),
    )
  for (const figures of slow) checks.push(...slowChecks(figures, BUDGETS))
  if (ONLY === undefined)
    writeFileSync(
      out('./results.json'),
      `${JSON.stringify({ runs: RUNS, warmup: WARMUP, budgets: BUDGETS, bytes, summary, slow, raw: measured }, null, 2)}\n`,
    )
  console.info(
    `bench: ${RUNS} cold visits per app and pointer mode (after ${WARMUP} warm-up visits per app), interleaved.`,
  )
  console.info(
    'pressed: the pointer moves onto the button and presses in the same instant; hover: it rests on the button until the page is quiet, then presses.\n',
  )
  for (const app of runs('slow') ? [...APPS, FLOOR_WAGMI] : APPS) console.info(`${app.name}: ${app.label}`)
  console.info('| app | pointer | figure | median | p90 | min-max |\n|---|---|---|---|---|---|')
  for (const row of rows) console.info(row)
  console.info(
    `\nBytes (KiB gzip; budgets: no plugin <= ${BUDGETS.noPluginAddedGzipKiB} over the floor, each plugin <= ${BUDGETS.pluginAddedGzipKiB} over no plugin, JS before interaction):\n`,
  )
  console.info(
    '| app | over | first bundle (static) | JS before interaction | budget |\n|---|---|---|---|---|',
  )
  const { noPlugin, perPlugin } = bytes ?? { perPlugin: [] }
  if (noPlugin)
    console.info(
      `| no plugin | floor | ${noPlugin.firstBundleKiB} | ${noPlugin.beforeInteractionKiB} | ${BUDGETS.noPluginAddedGzipKiB} |`,
    )
  for (const row of perPlugin)
    console.info(
      `| ${row.name} | no plugin | ${row.firstBundleKiB} | ${row.beforeInteractionKiB} | ${BUDGETS.pluginAddedGzipKiB} |`,
    )
  for (const figures of slow) printSlow(figures)
  console.info('\nbudgets:')
  for (const check of checks) console.info(`${check.ok ? 'ok  ' : 'OVER'} ${check.what}`)
  process.exitCode = checks.every((check) => check.ok) ? 0 : 1
}

await main()
