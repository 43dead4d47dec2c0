import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { sh } from './shell.js'

/** What the package's build compiles into dist/ (npm pack reads package.json and templates/ as they are). */
const SOURCES = ['kernel', 'ui', 'plugins', 'cli', 'tsconfig.build.json']

/** The newest (or oldest) modification time of every file under `path`, node_modules left out. */
function mtimes(path: string, pick: (a: number, b: number) => number, start: number): number {
  if (!existsSync(path)) return start
  const stat = statSync(path)
  if (!stat.isDirectory()) return pick(start, stat.mtimeMs)
  let value = start
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue
    value = mtimes(join(path, entry), pick, value)
  }
  return value
}

/**
 * True when dist/ was built after the last change to a source: every file the build wrote is newer
 * than every source file (the build empties dist/ first, so its oldest file marks when it started).
 */
export function distIsCurrent(root: string): boolean {
  const dist = join(root, 'dist')
  if (!existsSync(join(dist, 'cli/bin.js'))) return false
  const newestSource = SOURCES.reduce((newest, path) => mtimes(join(root, path), Math.max, newest), 0)
  return mtimes(dist, Math.min, Number.POSITIVE_INFINITY) > newestSource
}

/**
 * `npm pack` of walletdock into `destination`: the tarball's path. The package's prepare script (the
 * whole build) runs only when dist/ is older than a source; CI's `npm install` has just run it.
 */
export async function packWalletdock(root: string, destination: string): Promise<string> {
  if (!distIsCurrent(root)) await sh(root, 'npm', ['run', 'build'])
  const packed = await sh(root, 'npm', [
    'pack',
    '--ignore-scripts',
    '--pack-destination',
    destination,
    '--silent',
  ])
  return join(destination, packed.stdout.trim().split('\n').pop() as string)
}
