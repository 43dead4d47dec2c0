import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  findLongFiles,
  isLimited,
  lineCount,
  MAX_FILE_LINES,
  readCheckedFiles,
  SPLIT_ON_OTHER_BRANCHES,
} from './fileLength.js'

const root = fileURLToPath(new URL('../..', import.meta.url))
const lines = (count: number) => 'const a = 1\n'.repeat(count)

describe('file length check', () => {
  it(`finds no hand-written non-test file over ${MAX_FILE_LINES} lines (but the named allowance)`, () => {
    const files = readCheckedFiles(root)
    expect(files.length).toBeGreaterThan(100)
    const { long, staleAllowance } = findLongFiles(files)
    expect(long).toEqual([])
    // An allowance entry for a file that was split (or is gone) fails too: the lead removes it.
    expect(staleAllowance).toEqual([])
  })

  it(`fails on a file of ${MAX_FILE_LINES + 1} lines, and passes one of ${MAX_FILE_LINES}`, () => {
    const { long } = findLongFiles(
      [
        { path: 'services/relay/startRelayServer.ts', source: lines(MAX_FILE_LINES + 1) },
        { path: 'ui/modal/element.ts', source: lines(MAX_FILE_LINES) },
      ],
      {},
    )
    expect(long).toEqual([{ path: 'services/relay/startRelayServer.ts', lines: MAX_FILE_LINES + 1 }])
  })

  it('names an allowance entry whose file is no longer over the limit', () => {
    const { long, staleAllowance } = findLongFiles([{ path: 'kernel/createAppKit.ts', source: lines(200) }], {
      'kernel/createAppKit.ts': 'split on branch x',
    })
    expect(long).toEqual([])
    expect(staleAllowance).toEqual(['kernel/createAppKit.ts'])
  })

  it('holds for hand-written code in every checked folder, not for tests, fixtures, declarations, artifacts or JSON', () => {
    for (const path of [
      'kernel/store.ts',
      'ui/modal/Modal.tsx',
      'plugins/evm/index.ts',
      'services/relay/relaySend.ts',
      'cli/bin.ts',
      'scripts/buildFrameBundle.mjs',
      'bench/run.ts',
      'templates/vite-react/src/App.tsx',
      'services/chain/contracts/OwnerAccount.sol',
    ])
      expect(isLimited(path), path).toBe(true)
    for (const path of [
      'services/relay/relayHardening.test.ts',
      'tests/e2e/ui.spec.ts',
      'kernel/tests/helper.ts',
      'cli/fixtures/app/index.ts',
      'kernel/types.d.ts',
      'services/chain/contracts/ownerAccount.artifact.ts',
      'bench/results.json',
      'optional/smart-accounts/index.ts',
      'plugins/evm/node_modules/x/index.js',
    ])
      expect(isLimited(path), path).toBe(false)
  })

  it('counts lines as an editor shows them', () => {
    expect(lineCount('a\nb\n')).toBe(2)
    expect(lineCount('a\nb')).toBe(2)
    expect(lineCount('')).toBe(0)
  })

  it('gives each allowance entry the branch that splits it', () => {
    for (const why of Object.values(SPLIT_ON_OTHER_BRANCHES)) expect(why).toMatch(/on branch \w+/)
  })
})
