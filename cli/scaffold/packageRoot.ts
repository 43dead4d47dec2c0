import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The npm name this package is published under (the bin stays `appkit`). */
export const PACKAGE_NAME = 'walletdock'
/** The npm name of the self-hosted services (`appkit dev`, `appkit admin`): a second package of this repo, in services/. */
export const SERVICES_PACKAGE_NAME = 'walletdock-services'

export type PackageManifest = {
  name?: string
  version?: string
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  exports?: Record<string, unknown>
}

/** The appkit package's own folder: found by walking up, so it works from the sources and from dist/. */
export function packageRoot(from = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from)
  for (;;) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest) && readManifest(manifest).name === PACKAGE_NAME) return dir
    const parent = dirname(dir)
    if (parent === dir) throw new Error('appkit: cannot find its own package.json')
    dir = parent
  }
}

export function readManifest(path: string): PackageManifest {
  return JSON.parse(readFileSync(path, 'utf8')) as PackageManifest
}
