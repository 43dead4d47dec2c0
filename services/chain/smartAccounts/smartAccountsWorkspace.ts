import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SMART_ACCOUNTS_WORKSPACE } from './constants.js'

export type SmartAccountsWorkspace = {
  /** The Alto bundler's command-line entry (run with node). */
  altoCli: string
  /** EntryPoint 0.7's compiled artifact from `@account-abstraction/contracts`. */
  entryPointArtifact: string
}

/**
 * Finds the optional smart-accounts workspace (APPKIT_SMART_ACCOUNTS_DIR, or `optional/smart-accounts` above this
 * file) with its packages installed; undefined when it is not installed, so `appkit dev` runs without smart accounts.
 */
export function findSmartAccountsWorkspace(
  env: NodeJS.ProcessEnv = process.env,
): SmartAccountsWorkspace | undefined {
  const candidates = env.APPKIT_SMART_ACCOUNTS_DIR
    ? [resolve(env.APPKIT_SMART_ACCOUNTS_DIR)]
    : ancestors(dirname(fileURLToPath(import.meta.url))).map((folder) =>
        join(folder, SMART_ACCOUNTS_WORKSPACE),
      )
  for (const folder of candidates) {
    const modules = join(folder, 'node_modules')
    const workspace = {
      altoCli: join(modules, '@pimlico', 'alto', 'esm', 'cli', 'alto.js'),
      entryPointArtifact: join(modules, '@account-abstraction', 'contracts', 'artifacts', 'EntryPoint.json'),
    }
    if (existsSync(workspace.altoCli) && existsSync(workspace.entryPointArtifact)) return workspace
  }
  return undefined
}

function ancestors(folder: string): string[] {
  const parent = dirname(folder)
  return parent === folder ? [folder] : [folder, ...ancestors(parent)]
}
