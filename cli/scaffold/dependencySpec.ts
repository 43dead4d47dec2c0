import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'

export type DependencySpecParameters = {
  /** The folder of the running walletdock package (packageRoot()). */
  packageDir: string
  /** The app folder init writes into: a `file:` spec is made relative to it, as npm writes one. */
  appDir: string
  name: string
  version: string
}

/** What npm recorded for one installed package (`node_modules/.package-lock.json` or `package-lock.json`). */
type InstallRecord = { resolved?: string; link?: boolean }

/** The folder whose node_modules holds `packageDir`, or undefined when it is not an installed copy. */
function installRootOf(packageDir: string): string | undefined {
  const parent = dirname(packageDir)
  if (basename(parent) === 'node_modules') return dirname(parent)
  // A scoped name: node_modules/@scope/name.
  if (basename(dirname(parent)) === 'node_modules' && basename(parent).startsWith('@'))
    return dirname(dirname(parent))
  return undefined
}

function installRecord(installRoot: string, packageDir: string): InstallRecord | undefined {
  const key = relative(installRoot, packageDir).split(sep).join('/')
  for (const lockfile of ['node_modules/.package-lock.json', 'package-lock.json']) {
    const path = join(installRoot, lockfile)
    if (!existsSync(path)) continue
    try {
      const lock = JSON.parse(readFileSync(path, 'utf8')) as { packages?: Record<string, InstallRecord> }
      const record = lock.packages?.[key]
      if (record) return record
    } catch {
      // An unreadable lockfile tells nothing; the next one (or the registry range) decides.
    }
  }
  return undefined
}

/** `file:` + the path from the app folder, with forward slashes, as npm writes local specs. */
export function fileSpec(target: string, appDir: string): string {
  const path = relative(resolve(appDir), target).split(sep).join('/')
  return `file:${path === '' ? '.' : path}`
}

/**
 * The dependency `appkit init` writes, so that `npm install` gets the same walletdock that runs init:
 * `^version` when it came from the registry (or runs from a source checkout), the same tarball or
 * folder as a `file:` spec when npx or npm installed it from one, and any other URL as recorded.
 */
export function dependencySpec({ packageDir, appDir, name, version }: DependencySpecParameters): string {
  const range = `^${version}`
  const installRoot = installRootOf(packageDir)
  if (!installRoot) return range
  const record = installRecord(installRoot, packageDir)
  const resolved = record?.resolved
  if (!resolved) return range
  if (record.link) return fileSpec(resolve(installRoot, resolved), appDir)
  if (resolved.startsWith('file:')) {
    const path = resolved.slice('file:'.length)
    return fileSpec(isAbsolute(path) ? path : resolve(installRoot, path), appDir)
  }
  // A registry tarball (`…/walletdock/-/walletdock-0.1.0.tgz`): the range installs it again.
  if (/^https?:/.test(resolved) && resolved.endsWith(`/${name}/-/${name}-${version}.tgz`)) return range
  return resolved
}
