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
  /** Bytes on disk under node_modules, as `du` counts them (allocated blocks). */
  bytes: number
  names: string[]
}

const MB = 1_000_000
export const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10

/** Disk usage of a folder, symlinks counted as themselves (not followed). */
function diskBytes(path: string): number {
  const stat = lstatSync(path)
  if (!stat.isDirectory()) return stat.blocks * 512
  return readdirSync(path).reduce((total, name) => total + diskBytes(join(path, name)), stat.blocks * 512)
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
  return { packages: names.length, bytes: diskBytes(join(folder, 'node_modules')), names }
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
