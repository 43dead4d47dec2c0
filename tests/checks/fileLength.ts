import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** DEVELOPERS.md: a hand-written non-test file stays at or under this many lines. */
export const MAX_FILE_LINES = 300

/** The folders whose hand-written files the limit holds for. */
export const CHECKED_FOLDERS = ['kernel', 'ui', 'plugins', 'services', 'cli', 'scripts', 'bench', 'templates']

/**
 * A temporary allowance: files over the limit that another branch splits or removes. The lead empties it once
 * those branches are merged; a file named here that is no longer over the limit fails the check, so it cannot linger.
 */
export const SPLIT_ON_OTHER_BRANCHES: Readonly<Record<string, string>> = {}

/** Code a person writes and reads (JSON and other data are not). */
const HAND_WRITTEN = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css|html|sol)$/

/** Whether the length limit holds for a file at this repository path. */
export function isLimited(path: string): boolean {
  const segments = path.split('/')
  if (!CHECKED_FOLDERS.includes(segments[0] ?? '')) return false
  if (!HAND_WRITTEN.test(path)) return false
  // Tests, their fixtures and snapshots; type declarations; compiled contract artifacts (written by scripts/compile*).
  if (/\.(test|spec)\.[cm]?[jt]sx?$/.test(path) || path.endsWith('.d.ts') || path.endsWith('.artifact.ts'))
    return false
  return !segments.some((segment) =>
    ['tests', 'test', 'fixtures', '__snapshots__', 'node_modules', 'dist'].includes(segment),
  )
}

export const lineCount = (source: string) =>
  source === '' ? 0 : source.split('\n').length - (source.endsWith('\n') ? 1 : 0)

export type LongFile = { path: string; lines: number }

/** The limited files over MAX_FILE_LINES, and the allowance entries that no longer name such a file. */
export function findLongFiles(
  files: readonly { path: string; source: string }[],
  allowance: Readonly<Record<string, string>> = SPLIT_ON_OTHER_BRANCHES,
): { long: LongFile[]; staleAllowance: string[] } {
  const over = files
    .filter((file) => isLimited(file.path))
    .map((file) => ({ path: file.path, lines: lineCount(file.source) }))
    .filter((file) => file.lines > MAX_FILE_LINES)
  return {
    long: over.filter((file) => !Object.hasOwn(allowance, file.path)),
    staleAllowance: Object.keys(allowance).filter((path) => !over.some((file) => file.path === path)),
  }
}

/** Every file under the checked folders, with its repository path (node_modules and dist skipped). */
export function readCheckedFiles(root: string): { path: string; source: string }[] {
  const files: { path: string; source: string }[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue
      const full = join(dir, entry.name)
      const path = relative(root, full).split(sep).join('/')
      if (entry.isDirectory()) walk(full)
      else if (isLimited(path)) files.push({ path, source: readFileSync(full, 'utf8') })
    }
  }
  for (const folder of CHECKED_FOLDERS) {
    try {
      walk(join(root, folder))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  return files
}
