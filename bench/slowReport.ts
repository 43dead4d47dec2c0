import type { Browser } from '@playwright/test'
import { type BenchProtocol, benchUrl } from './serveGzip.js'
import { newVisit, returningVisit, SLOW_NETWORK } from './slowNetwork.js'
import { type Figures, p90, round, stats } from './stats.js'

/** Slow-network visits per app (each a few seconds): interleaved like the fast ones. */
const SLOW_RUNS = Number(process.env.BENCH_SLOW_RUNS ?? 7)

/** `wagmiConfig`: the app has its own wagmi config (bench/wagmiConfig.ts), so it is also shown over `floorWagmi`. */
type SlowApp = { name: string; port: number; evmChainId?: number | undefined; wagmiConfig?: boolean }

/** The reference pages: the React floor, and the same page with the app's own wagmi config. */
const FLOORS = new Set(['floor', 'floorWagmi'])

export type SlowFigures = {
  runs: number
  /** The host's protocol: HTTP/1.1 (6 connections) or HTTP/2 (one connection, as production hosts serve). */
  protocol: BenchProtocol
  /** Per app: page start to the button usable, and the click to the first wallet (new visitor). */
  newVisitor: Record<string, { buttonUsableMs: number[]; clickToFirstWalletMs: number[] }>
  /** Per app with a wallet adapter: page start to the account button showing the address (returning visitor). */
  returningVisitor: Record<string, number[]>
  /** The same visits: page start to the account state connected (the wallet confirmed the session; no budget). */
  returningConnected: Record<string, number[]>
  /** The apps with their own wagmi config (each also printed over `floorWagmi`). */
  wagmiApps?: string[]
}

/**
 * Runs the slow-network visits: every app as a new visitor, the apps with an EVM network also as a
 * returning one. Each app is served on its port with `protocol`.
 */
export async function measureSlow(
  browser: Browser,
  apps: readonly SlowApp[],
  protocol: BenchProtocol,
): Promise<SlowFigures> {
  const figures: SlowFigures = {
    runs: SLOW_RUNS,
    protocol,
    newVisitor: {},
    returningVisitor: {},
    returningConnected: {},
    wagmiApps: apps.filter((app) => app.wagmiConfig).map((app) => app.name),
  }
  for (const app of apps) figures.newVisitor[app.name] = { buttonUsableMs: [], clickToFirstWalletMs: [] }
  for (let run = 0; run < SLOW_RUNS; run++)
    for (const app of apps) {
      const url = benchUrl(app.port, protocol)
      const visit = await newVisit(browser, url)
      figures.newVisitor[app.name]?.buttonUsableMs.push(visit.buttonUsableMs)
      figures.newVisitor[app.name]?.clickToFirstWalletMs.push(visit.clickToFirstWalletMs)
      if (app.evmChainId === undefined) continue
      const returning = await returningVisit(browser, url, app.evmChainId)
      figures.returningVisitor[app.name] = [
        ...(figures.returningVisitor[app.name] ?? []),
        returning.accountShownMs,
      ]
      figures.returningConnected[app.name] = [
        ...(figures.returningConnected[app.name] ?? []),
        returning.connectedMs,
      ]
    }
  return figures
}

const PROTOCOL_NAMES: Record<BenchProtocol, string> = { http1: 'HTTP/1.1', h2: 'HTTP/2 (TLS)' }

const summary = (values: number[]): Figures => {
  const { median, min, max } = stats(values)
  return { median: round(median), p90: round(p90(values)), min: round(min), max: round(max) }
}

/** The slow-network table, each figure with the floor's button measured in the same run. */
export function printSlow(figures: SlowFigures): void {
  const { latency, downloadThroughput, uploadThroughput } = SLOW_NETWORK
  console.info(
    `\nSlow mobile network (CDP: ${latency} ms round trip, ${(downloadThroughput * 8) / 1e6} Mbit/s down, ${(uploadThroughput * 8) / 1000} kbit/s up; cold cache, gzip host speaking ${PROTOCOL_NAMES[figures.protocol]}): ${figures.runs} visits per app and visitor.\n`,
  )
  console.info('| app | visitor | figure | median | p90 | min-max | floor median | over floor |')
  console.info('|---|---|---|---|---|---|---|---|')
  const floorOf = (name: string) => summary(figures.newVisitor[name]?.buttonUsableMs ?? []).median
  const floor = floorOf('floor')
  const row = (
    app: string,
    visitor: string,
    what: string,
    values: number[],
    overFloor: boolean,
    base = floor,
  ) => {
    const f = summary(values)
    const delta = round(f.median - base)
    const over = overFloor ? `${delta < 0 ? '' : '+'}${delta}` : '-'
    console.info(
      `| ${app} | ${visitor} | ${what} | ${f.median} | ${f.p90} | ${f.min}-${f.max} | ${overFloor ? base : '-'} | ${over} |`,
    )
  }
  for (const [app, visits] of Object.entries(figures.newVisitor)) {
    row(app, 'new', 'page start to button usable (ms)', visits.buttonUsableMs, app !== 'floor')
    row(app, 'new', 'click to first wallet (ms)', visits.clickToFirstWalletMs, false)
  }
  // What walletdock adds to an app that already has its wagmi config (no budget; the budgets are over the floor).
  if (figures.newVisitor.floorWagmi)
    for (const app of figures.wagmiApps ?? [])
      row(
        app,
        'new',
        'button usable over floorWagmi (the floor with the same wagmi config; no budget)',
        figures.newVisitor[app]?.buttonUsableMs ?? [],
        true,
        floorOf('floorWagmi'),
      )
  for (const [app, shown] of Object.entries(figures.returningVisitor))
    row(app, 'returning', 'page start to account button with address (ms)', shown, true)
  for (const [app, connected] of Object.entries(figures.returningConnected ?? {}))
    row(app, 'returning', 'page start to account state connected (ms, no budget)', connected, true)
}

/** The slow-network budgets: button usable and account shown over the floor's button, and the click. */
export function slowChecks(
  figures: SlowFigures,
  budgets: {
    slowButtonUsableOverFloorMs: number
    slowClickToFirstWalletMs: number
    slowAccountShownOverFloorMs: number
  },
): { what: string; ok: boolean }[] {
  const floor = round(stats(figures.newVisitor.floor?.buttonUsableMs ?? []).median)
  const checks: { what: string; ok: boolean }[] = []
  const on = PROTOCOL_NAMES[figures.protocol]
  for (const [app, visits] of Object.entries(figures.newVisitor)) {
    const click = round(stats(visits.clickToFirstWalletMs).median)
    checks.push({
      what: `slow ${on}, ${app}: click to first wallet ${click} <= ${budgets.slowClickToFirstWalletMs} ms`,
      ok: click <= budgets.slowClickToFirstWalletMs,
    })
    if (FLOORS.has(app)) continue
    const usable = round(stats(visits.buttonUsableMs).median)
    checks.push({
      what: `slow ${on}, ${app}: button usable ${usable} <= floor ${floor} + ${budgets.slowButtonUsableOverFloorMs} ms`,
      ok: usable <= floor + budgets.slowButtonUsableOverFloorMs,
    })
  }
  for (const [app, shown] of Object.entries(figures.returningVisitor)) {
    const median = round(stats(shown).median)
    checks.push({
      what: `slow ${on}, ${app} (returning): account shown ${median} <= floor ${floor} + ${budgets.slowAccountShownOverFloorMs} ms`,
      ok: median <= floor + budgets.slowAccountShownOverFloorMs,
    })
  }
  return checks
}
