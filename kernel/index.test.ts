import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import * as kernel from './index.js'

const root = fileURLToPath(new URL('.', import.meta.url))

function productFiles(dir = root): { path: string; source: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) return productFiles(full)
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts') || entry.name === 'testing.ts')
      return []
    return [{ path: relative(root, full), source: readFileSync(full, 'utf8') }]
  })
}

it('the public entry exports the instance API but not the internal context', () => {
  expect(Object.keys(kernel)).toEqual(expect.arrayContaining(['createAppKit', 'defineConfig']))
  expect(Object.keys(kernel)).not.toContain('kernelOf')
  expect(Object.keys(kernel)).not.toContain('attachKernel')
})

it('kernel modules hold no module-level mutable state, so instances cannot share it', () => {
  const offenders = productFiles().flatMap(({ path, source }) =>
    source
      .split('\n')
      .filter(
        (line) =>
          /^(export )?(let|var) /.test(line) ||
          /^(export )?const \w+ = (new (Map|Set)\b|signal\()/.test(line),
      )
      .map((line) => `${path}: ${line}`),
  )
  expect(offenders).toEqual([])
})

it('product code never imports the test doubles and never uses Math.random', () => {
  const offenders = productFiles()
    .filter(({ source }) => /from '.*\/testing\.js'|Math\.random\(/.test(source))
    .map(({ path }) => path)
  expect(offenders).toEqual([])
})
