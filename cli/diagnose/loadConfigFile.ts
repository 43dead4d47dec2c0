import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createJiti } from 'jiti'

const CONFIG_CANDIDATES = [
  'appkit.config.ts',
  'appkit.config.js',
  'appkit.config.mjs',
  'src/appkit.config.ts',
  'src/appkit.config.js',
]

/** Finds `appkit.config.ts` (in the folder or its src/) unless a path is given. */
export function findConfigFile(dir: string, path?: string): string | undefined {
  if (path) return existsSync(resolve(dir, path)) ? resolve(dir, path) : undefined
  return CONFIG_CANDIDATES.map((name) => join(dir, name)).find((candidate) => existsSync(candidate))
}

/** Runs a TypeScript or JavaScript module with jiti (no build step) and returns its default export. */
export async function importDefault(path: string): Promise<unknown> {
  const jiti = createJiti(import.meta.url, { moduleCache: false, fsCache: false })
  return jiti.import(path, { default: true })
}
