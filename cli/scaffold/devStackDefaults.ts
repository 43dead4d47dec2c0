import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { devStackInfoSchema } from '../../services/dev/devStackInfo.js'

/** What `appkit init` takes from a running (or last run) `appkit dev`: its project, API and chain RPC URLs. */
export type DevStackDefaults = {
  file: string
  projectId: string
  apiUrl: string
  /** CAIP-2 id to RPC URL, the Solana chain's included. */
  rpcUrls: Record<string, string>
}

/**
 * Reads `.appkit/dev.json` from the first of `dirs` that has one. A file that is not the stack's shape is
 * reported through `warn` and ignored, so init falls back to the stack's default ports.
 */
export function readDevStackDefaults(
  dirs: readonly string[],
  warn: (line: string) => void,
): DevStackDefaults | undefined {
  for (const dir of new Set(dirs.map((entry) => resolve(entry)))) {
    const file = join(dir, '.appkit', 'dev.json')
    if (!existsSync(file)) continue
    let json: unknown
    try {
      json = JSON.parse(readFileSync(file, 'utf8'))
    } catch {
      warn(`${file} is not JSON; using the local stack's default ports`)
      return undefined
    }
    const info = devStackInfoSchema.safeParse(json)
    if (!info.success) {
      warn(`${file} is not what appkit dev writes; using the local stack's default ports`)
      return undefined
    }
    return {
      file,
      projectId: info.data.projectId,
      apiUrl: info.data.apiUrl,
      rpcUrls: { ...info.data.rpcUrls, [info.data.solana.chainId]: info.data.solana.rpcUrl },
    }
  }
  return undefined
}
