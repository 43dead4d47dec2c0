import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { createServer, type InlineConfig, type Plugin, type ViteDevServer } from 'vite'
import { sourceAliases } from './sourceAliases.js'

export { sourceAliases }

export const repoRoot = fileURLToPath(new URL('..', import.meta.url))
export const hostAppRoot = fileURLToPath(new URL('../templates/vite-react', import.meta.url))

/**
 * Each app's own dependency cache. The browser tests serve three apps at once from this repo; with
 * Vite's one default cache they replaced each other's optimized deps, and a lazy chunk's import then
 * failed (404, then 504 Outdated Optimize Dep).
 */
export function appCacheDir(root: string): string {
  const name = relative(repoRoot, root).replace(/[\\/]+/g, '_') || 'repo'
  return join(repoRoot, 'node_modules', '.vite', 'apps', name)
}

/**
 * Dependencies every app's dev server pre-bundles at start, whatever its cache holds: every entry of
 * viem the plugins import, as they share chunks. Vite keys its cache by the lockfile and this config,
 * not by the sources, and its start-up scan does not reach a plugin an app adds through a test's
 * config: an entry found on first use (`viem/siwe`, when siwx's sign view loads) makes the server
 * bundle viem's entries again while the page runs (and, for `viem/utils`, reloaded the page in the
 * middle of a browser test). Listed here, they are bundled together from the start, and a change to
 * this list starts a fresh cache.
 */
export const PREBUNDLED_DEPS = ['viem', 'viem/utils', 'viem/siwe']

/**
 * The starter's build rule (templates/vite-react/vite.config.ts has the same; tests/init/startChunk.test.ts checks
 * it): one rolldown chunk group for every module the page loads at start (rolldown's `$initial` tag, any package),
 * without their lazy dependencies. The group takes in the entry module, so the page's first wave is the entry and
 * rolldown's runtime, not a dozen small shared chunks, each a response a slow network makes the page wait for
 * (docs/ui.md, "Where a new visitor's time goes").
 */
export const STARTER_BUILD = {
  rolldownOptions: {
    output: {
      codeSplitting: {
        groups: [{ name: 'start', tags: ['$initial' as const], includeDependenciesRecursively: false }],
      },
    },
  },
}

/**
 * Vite config of an app in this repo (default: the example host app) built against the repo's sources, with the
 * starter's build rule under the caller's `build` options.
 */
export function hostAppViteConfig(overrides: InlineConfig = {}, root = hostAppRoot): InlineConfig {
  return {
    root,
    configFile: false,
    cacheDir: appCacheDir(root),
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: sourceAliases() },
    optimizeDeps: { include: PREBUNDLED_DEPS },
    ...overrides,
    build: { ...STARTER_BUILD, ...overrides.build },
  }
}

/**
 * Makes the app's `appkit.config` import resolve to another config file (the demo's), so the template
 * stays exactly what `appkit init` writes.
 */
export function replaceAppKitConfig(appRoot: string, configFile: string): Plugin {
  return {
    name: 'appkit-replace-config',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.startsWith(appRoot)) return null
      return /(^|\/)appkit\.config(\.ts)?$/.test(source) ? configFile : null
    },
  }
}

export async function startHostApp(options: {
  host: string
  port: number
  root?: string
  /** Serve the app with this appkit config instead of its own. */
  configFile?: string
}): Promise<ViteDevServer> {
  const root = options.root ?? hostAppRoot
  const base = hostAppViteConfig(
    { server: { host: options.host, port: options.port, strictPort: true } },
    root,
  )
  const plugins = options.configFile
    ? [replaceAppKitConfig(root, options.configFile), ...(base.plugins ?? [])]
    : base.plugins
  const server = await createServer({ ...base, plugins })
  await server.listen()
  return server
}
