import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { createServer, type InlineConfig, type ViteDevServer } from 'vite'

export const repoRoot = fileURLToPath(new URL('..', import.meta.url))
export const hostAppRoot = fileURLToPath(new URL('../templates/vite-react', import.meta.url))

type ExportEntry = string | { source?: string }

/** Maps `appkit`, `appkit/react`, ... to their TypeScript sources, read from package.json's `source` condition. */
export function sourceAliases(): { find: RegExp; replacement: string }[] {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    name: string
    exports: Record<string, ExportEntry>
  }
  return Object.entries(manifest.exports).flatMap(([subpath, entry]) => {
    if (typeof entry === 'string' || !entry.source) return []
    const name = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`
    const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
    return [
      {
        find: new RegExp(`^${escaped}$`),
        replacement: fileURLToPath(new URL(`../${entry.source}`, import.meta.url)),
      },
    ]
  })
}

/** Vite config of an app in this repo (default: the example host app) built against the repo's sources. */
export function hostAppViteConfig(overrides: InlineConfig = {}, root = hostAppRoot): InlineConfig {
  return {
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: sourceAliases() },
    ...overrides,
  }
}

export async function startHostApp(options: {
  host: string
  port: number
  root?: string
}): Promise<ViteDevServer> {
  const server = await createServer(
    hostAppViteConfig({ server: { host: options.host, port: options.port, strictPort: true } }, options.root),
  )
  await server.listen()
  return server
}
