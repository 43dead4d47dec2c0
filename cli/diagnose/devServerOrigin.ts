import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { importDefault } from './loadConfigFile.js'

const VITE_CONFIGS = ['vite.config.ts', 'vite.config.js', 'vite.config.mjs', 'vite.config.mts']
const VITE_DEFAULT_PORT = 5173

type ViteServer = { port?: number; host?: string | boolean; https?: unknown }

/** The dev server's origin from the app's Vite config (`server.port`, `server.host`), else Vite's default. */
export async function devServerOrigin(dir: string): Promise<string> {
  const file = VITE_CONFIGS.map((name) => join(dir, name)).find((path) => existsSync(path))
  let server: ViteServer = {}
  if (file) {
    try {
      const exported = await importDefault(file)
      const config =
        typeof exported === 'function' ? await exported({ command: 'serve', mode: 'development' }) : exported
      server = (config as { server?: ViteServer } | undefined)?.server ?? {}
    } catch {
      // a config that cannot run in Node: Vite's defaults
    }
  }
  const host = typeof server.host === 'string' && server.host !== '0.0.0.0' ? server.host : 'localhost'
  return `${server.https ? 'https' : 'http'}://${host}:${server.port ?? VITE_DEFAULT_PORT}`
}
