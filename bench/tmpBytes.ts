import { chromium } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { buildHostApp, writeConfig } from './builds.js'
import { configSource, SHIPPED_PLUGINS } from './pluginSet.js'
import { serveGzip } from './serveGzip.js'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.js'

const names = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
let port = 4790
for (const name of names) {
  const plugins = SHIPPED_PLUGINS.filter((p) => name.split('+').includes(p.name))
  const dir = await buildHostApp(`tmp-${name}`, writeConfig(`tmp-${name}`, configSource(plugins)))
  const server = await serveGzip(dir, port++)
  const context = await browser.newContext()
  const page = await context.newPage()
  const rows: Promise<[string, number]>[] = []
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') rows.push(r.body().then((b) => [r.url().split('/').pop() ?? '', gzipSync(b, { level: 9 }).length]))
  })
  await page.goto(`http://127.0.0.1:${port - 1}/`, { waitUntil: 'networkidle' })
  await page.waitForTimeout(1500)
  const all = await Promise.all(rows)
  console.log(name, all.reduce((s, [, b]) => s + b, 0))
  for (const [f, b] of all.sort()) console.log('  ', f, b)
  await context.close()
  server.close()
}
await browser.close()
