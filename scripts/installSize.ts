import { execFile } from 'node:child_process'
import { lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** What a production install of walletdock with the evm plugin's peers may cost (issue 24). */
export const INSTALL_BUDGET = { packages: 40, megabytes: 100 } as const

export type InstallFigures = {
  /** Packages npm installed (node_modules/.package-lock.json entries, nested copies included). */
  packages: number
  /** Unpacked bytes under node_modules: the sum of file sizes, as npm's "unpacked size" counts them. The budget's measure. */
  bytes: number
  /** Bytes on disk, as `du` counts them (whole blocks: many small files weigh more; viem alone is 64 MB on 4 KiB blocks). */
  diskBytes: number
  names: string[]
}

const MB = 1_000_000
export const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10

/** Unpacked and on-disk bytes of the files under a folder, symlinks counted as themselves (not followed). */
function sizeOf(path: string): { bytes: number; diskBytes: number } {
  const stat = lstatSync(path)
  const own = { bytes: stat.isDirectory() ? 0 : stat.size, diskBytes: stat.blocks * 512 }
  if (!stat.isDirectory()) return own
  return readdirSync(path).reduce((total, name) => {
    const inner = sizeOf(join(path, name))
    return { bytes: total.bytes + inner.bytes, diskBytes: total.diskBytes + inner.diskBytes }
  }, own)
}

/** Counts what npm installed in `folder`, from the hidden lockfile it writes in node_modules. */
export function countInstalled(folder: string): InstallFigures {
  const lock = JSON.parse(readFileSync(join(folder, 'node_modules', '.package-lock.json'), 'utf8')) as {
    packages: Record<string, { link?: boolean }>
  }
  const names = Object.entries(lock.packages)
    .filter(([path, entry]) => path.startsWith('node_modules/') && !entry.link)
    .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
    .sort()
  return { packages: names.length, ...sizeOf(join(folder, 'node_modules')), names }
}

/** The figures without some packages (react, react-dom and scheduler: what a React app has already). */
export function without(folder: string, figures: InstallFigures, names: readonly string[]): InstallFigures {
  const left = figures.names.filter((name) => !names.includes(name))
  const removed = figures.names
    .filter((name) => names.includes(name))
    .map((name) => sizeOf(join(folder, 'node_modules', name)))
  return {
    packages: left.length,
    bytes: removed.reduce((total, size) => total - size.bytes, figures.bytes),
    diskBytes: removed.reduce((total, size) => total - size.diskBytes, figures.diskBytes),
    names: left,
  }
}

/** Where the figures break INSTALL_BUDGET, one line each; empty within budget. */
export function budgetProblems(figures: Pick<InstallFigures, 'packages' | 'bytes'>): string[] {
  const problems: string[] = []
  if (figures.packages > INSTALL_BUDGET.packages)
    problems.push(`${figures.packages} packages, over the budget of ${INSTALL_BUDGET.packages}`)
  if (figures.bytes > INSTALL_BUDGET.megabytes * MB)
    problems.push(`${megabytes(figures.bytes)} MB, over the budget of ${INSTALL_BUDGET.megabytes} MB`)
  return problems
}

/**
 * Installs `dependencies` into a fresh app in `folder` as a production install does (`npm install
 * --omit=dev`; peers that are not optional, react and react-dom, come along) and measures it.
 */
export async function measureInstall(
  folder: string,
  dependencies: Record<string, string>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<InstallFigures> {
  mkdirSync(folder, { recursive: true })
  const manifest = { name: 'walletdock-install-size', private: true, dependencies }
  writeFileSync(join(folder, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  await run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund'], {
    cwd: folder,
    env,
    maxBuffer: 16 * 1024 * 1024,
  })
  return countInstalled(folder)
}
