import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

/** Where the optional workspace with Chopsticks and the chain spec lives, from the repository root. */
export const POLKADOT_CHAIN_WORKSPACE = 'optional/polkadot-chain'

export type PolkadotChainWorkspace = {
  /** The folder (its package.json pins the versions). */
  folder: string
  /** Chopsticks' command-line entry (run with node). */
  chopsticksCli: string
  /** The module of `@substrate/connect-known-chains` that exports the Rococo Asset Hub raw chain spec. */
  chainSpecModule: string
}

function workspaceIn(folder: string): PolkadotChainWorkspace {
  const modules = join(folder, 'node_modules')
  return {
    folder,
    chopsticksCli: join(modules, '@acala-network', 'chopsticks', 'chopsticks.cjs'),
    chainSpecModule: join(
      modules,
      '@substrate',
      'connect-known-chains',
      'dist',
      'esm',
      'specs',
      'rococo_v2_2_asset_hub.js',
    ),
  }
}

function candidates(env: NodeJS.ProcessEnv): string[] {
  if (env.APPKIT_POLKADOT_CHAIN_DIR) return [resolve(env.APPKIT_POLKADOT_CHAIN_DIR)]
  return ancestors(dirname(fileURLToPath(import.meta.url))).map((folder) =>
    join(folder, POLKADOT_CHAIN_WORKSPACE),
  )
}

/**
 * Finds the optional polkadot-chain workspace (APPKIT_POLKADOT_CHAIN_DIR, or `optional/polkadot-chain` above this
 * file) with its packages installed; undefined when it is not, so the stack runs without the Polkadot chain.
 */
export function findPolkadotChainWorkspace(
  env: NodeJS.ProcessEnv = process.env,
): PolkadotChainWorkspace | undefined {
  for (const folder of candidates(env)) {
    const workspace = workspaceIn(folder)
    if (existsSync(workspace.chopsticksCli) && existsSync(workspace.chainSpecModule)) return workspace
  }
  return undefined
}

/**
 * `appkit dev`'s first use: installs the workspace (about 330 MB, its own lockfile, no install scripts: the sqlite
 * database Chopsticks could use is never built nor used) where its package.json is. Undefined when no such folder.
 */
export async function installPolkadotChainWorkspace(
  env: NodeJS.ProcessEnv = process.env,
): Promise<PolkadotChainWorkspace | undefined> {
  const folder = candidates(env).find((candidate) => existsSync(join(candidate, 'package.json')))
  if (!folder) return undefined
  await promisify(execFile)(
    'npm',
    ['install', '--prefix', folder, '--ignore-scripts', '--no-audit', '--no-fund'],
    { maxBuffer: 16 * 1024 * 1024 },
  )
  return findPolkadotChainWorkspace(env)
}

function ancestors(folder: string): string[] {
  const parent = dirname(folder)
  return parent === folder ? [folder] : [folder, ...ancestors(parent)]
}

/**
 * `appkit dev`: the workspace, installed first when it is not (once; the install's failure only leaves the stack
 * without the Polkadot chain, and says why).
 */
export async function ensurePolkadotChainWorkspace(
  log: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<PolkadotChainWorkspace | undefined> {
  const found = findPolkadotChainWorkspace(env)
  if (found) return found
  log(
    `installing the local Polkadot chain (Chopsticks, about 330 MB, once) into ${POLKADOT_CHAIN_WORKSPACE}; APPKIT_POLKADOT=0 skips it`,
  )
  const installed = await installPolkadotChainWorkspace(env).catch((error: unknown) => {
    log(`the Polkadot chain did not install: ${(error as Error).message.split('\n')[0]}`)
    return undefined
  })
  if (!installed)
    log(
      `appkit dev runs without the Polkadot chain (no ${POLKADOT_CHAIN_WORKSPACE} folder with its package.json)`,
    )
  return installed
}
