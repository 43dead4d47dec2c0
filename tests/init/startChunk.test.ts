import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { build, loadConfigFromFile } from 'vite'
import { afterAll, expect, it } from 'vitest'
import { runInit } from '../../cli/init.js'
import { hostAppViteConfig, repoRoot, STARTER_BUILD } from '../../scripts/hostApp.js'

// Inside the repo (an ignored folder), so the starter's imports resolve from the repo's node_modules.
const root = join(repoRoot, 'test-results', `init-start-chunk-${crypto.randomUUID()}`)
afterAll(() => rmSync(root, { recursive: true, force: true }))
const quiet = { out: () => undefined, err: () => undefined }

it("the starter's vite config puts the code the page runs at start in one file, as the bench and the browser tests build it", async () => {
  const dir = join(root, 'app')
  expect(await runInit(dir, { yes: true, plugins: 'evm,embedded-wallet' }, quiet)).toBe(0)
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    join(dir, 'vite.config.ts'),
    dir,
    'silent',
  )
  expect(loaded?.config.build?.rolldownOptions).toEqual(STARTER_BUILD.rolldownOptions)

  const outDir = join(dir, 'dist')
  await build(hostAppViteConfig({ logLevel: 'silent', build: { outDir } }, dir))
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1])
  // The entry and rolldown's runtime: no small shared chunk in the first wave.
  expect(scripts.length).toBeLessThanOrEqual(2)
}, 180_000)
