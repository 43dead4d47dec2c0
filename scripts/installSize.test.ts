import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { budgetProblems, countInstalled, INSTALL_BUDGET, without } from './installSize.js'

const folder = mkdtempSync(join(tmpdir(), 'walletdock-size-test-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

it('counts every installed package, nested copies too, but not workspace links, and the bytes on disk', () => {
  const packages = {
    '': { name: 'app' },
    'node_modules/walletdock': {},
    'node_modules/@preact/signals-core': {},
    'node_modules/viem/node_modules/ws': {},
    'node_modules/linked': { link: true },
  }
  mkdirSync(join(folder, 'node_modules', 'walletdock'), { recursive: true })
  writeFileSync(join(folder, 'node_modules', '.package-lock.json'), JSON.stringify({ packages }))
  writeFileSync(join(folder, 'node_modules', 'walletdock', 'index.js'), 'x'.repeat(10_000))
  const figures = countInstalled(folder)
  expect(figures.names).toEqual(['@preact/signals-core', 'walletdock', 'ws'])
  expect(figures.packages).toBe(3)
  // The two files' own sizes; on disk each takes whole blocks.
  expect(figures.bytes).toBe(10_000 + JSON.stringify({ packages }).length)
  expect(figures.diskBytes).toBeGreaterThanOrEqual(12_288)
  const rest = without(folder, figures, ['walletdock'])
  expect(rest).toEqual({
    packages: 2,
    bytes: figures.bytes - 10_000,
    diskBytes: rest.diskBytes,
    names: ['@preact/signals-core', 'ws'],
  })
  expect(rest.diskBytes).toBeLessThan(figures.diskBytes)
})

it('reports each budget it breaks: more than 40 packages, more than 100 MB', () => {
  expect(INSTALL_BUDGET).toEqual({ packages: 40, megabytes: 100 })
  expect(budgetProblems({ packages: 40, bytes: 100_000_000 })).toEqual([])
  expect(budgetProblems({ packages: 41, bytes: 100_000_001 })).toEqual([
    '41 packages, over the budget of 40',
    '100 MB, over the budget of 100 MB',
  ])
})
