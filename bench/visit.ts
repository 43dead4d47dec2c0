import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'

/**
 * pressed: the pointer moves onto the button and presses in the same instant (nothing loaded on
 * intent has time to arrive); hover: it rests on the button until the page is quiet, then presses.
 */
export type PointerMode = 'pressed' | 'hover'

export type Visit = {
  /** Scripts of the page's own origin loaded up to its load event. */
  jsGzipBytes: number
  /** Scripts loaded after the load event and before the first interaction (an idle prefetch). */
  prefetchGzipBytes: number
  clickToFirstWalletMs: number
  /** From the press to the last frame whose layout changed or still held a placeholder (bench/layoutProbe.js). */
  clickToSettledMs: number
  heapAfterOpenMiB: number
  /** Requests before the first interaction other than the page's own document, scripts and styles. */
  requests: number
  /** Frames on the page before the first interaction (the embedded wallet's secure frame must not be one). */
  frames: number
}

const probe = fileURLToPath(new URL('./walletProbe.js', import.meta.url))
const layoutProbe = fileURLToPath(new URL('./layoutProbe.js', import.meta.url))
/** The layout probe records this long after the press. */
const LAYOUT_RECORD_MS = 1000
/** The longest a visitor rests on the button in hover mode. */
const HOVER_MAX_MS = 3000
/** Hover ends once no request has been in flight for this long (at least this long in any case). */
const QUIET_MS = 300

/** One cold visit (a fresh browser context: no cache, no storage) of the page at `url`. */
export async function visit(browser: Browser, url: string, mode: PointerMode): Promise<Visit> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.addInitScript({ path: probe })
    await page.addInitScript({ path: layoutProbe })
    const origin = new URL(url).origin
    let interacted = false
    let loaded = false
    let inFlight = 0
    let lastActivity = Date.now()
    const result = { jsGzipBytes: 0, prefetchGzipBytes: 0, requests: 0 }
    const pending: Promise<void>[] = []
    page.on('load', () => {
      loaded = true
    })
    page.on('request', (request) => {
      inFlight++
      lastActivity = Date.now()
      if (interacted) return
      // The page's own HTML, scripts and styles are the bundle; anything else before a click is traffic.
      const ownAsset =
        request.url().startsWith(origin) &&
        ['document', 'script', 'stylesheet'].includes(request.resourceType())
      if (!ownAsset) result.requests++
    })
    const settle = () => {
      inFlight--
      lastActivity = Date.now()
    }
    page.on('requestfinished', settle)
    page.on('requestfailed', settle)
    page.on('response', (response) => {
      if (interacted || response.request().resourceType() !== 'script') return
      const key = loaded ? 'prefetchGzipBytes' : 'jsGzipBytes'
      pending.push(
        response.body().then(
          (body) => {
            result[key] += gzipSync(body, { level: 9 }).length
          },
          () => undefined,
        ),
      )
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await Promise.all(pending)
    // The button's box from the page itself, then raw mouse events: Playwright's locators inject their
    // own script into the page's heap (about 0.7 MiB), which a heap measurement must not count.
    const box = await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find(
        (node) => node.textContent?.trim() === 'Connect Wallet',
      )
      const rect = button?.getBoundingClientRect()
      return rect ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : undefined
    })
    if (!box) throw new Error(`${url} has no "Connect Wallet" button`)
    const frames = page.frames().length - 1
    interacted = true
    await page.mouse.move(box.x, box.y)
    if (mode === 'hover') {
      const start = Date.now()
      while (Date.now() - start < HOVER_MAX_MS && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS))
        await page.waitForTimeout(25)
    }
    await page.mouse.down()
    await page.mouse.up()
    // No wallet entry within 5 s (no wallet plugin, no extension) is reported as NaN, not hidden.
    // Polled with plain evaluate calls: page.waitForFunction runs Playwright's injected script in the
    // page, which stays in its heap (about 0.5 MiB) and would be counted as the page's own.
    const shownBy = Date.now() + 5000
    while (
      Date.now() < shownBy &&
      !(await page.evaluate(
        () => (window as unknown as { __bench: { visibleAt: number } }).__bench.visibleAt > 0,
      ))
    )
      await page.waitForTimeout(25)
    const timing = await page.evaluate(
      () => (window as unknown as { __bench: { clickAt: number; visibleAt: number } }).__bench,
    )
    // Whatever the open started (the content chunk, React's mount) settles before the heap is read, and
    // the layout probe has recorded its second.
    const sinceClick = await page.evaluate(
      () => performance.now() - (window as unknown as { __bench: { clickAt: number } }).__bench.clickAt,
    )
    await page.waitForTimeout(Math.max(500, LAYOUT_RECORD_MS + 100 - sinceClick))
    const settled = await page.evaluate(() =>
      (window as unknown as { __layout: { settledAt(): number } }).__layout.settledAt(),
    )
    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
    return {
      ...result,
      frames,
      clickToFirstWalletMs:
        timing.visibleAt > 0 ? Math.max(0, timing.visibleAt - timing.clickAt) : Number.NaN,
      clickToSettledMs: settled,
      heapAfterOpenMiB: heap.usedSize / 1024 / 1024,
    }
  } finally {
    await context.close()
  }
}
