import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import type { AddedDependencies } from './addDependency.js'
import type { PackageManifest } from './packageRoot.js'

/** The plugins some starter lines, files and dependencies belong to (marked `appkit-template:<plugin>`). */
const TEMPLATE_PLUGINS = ['evm', 'solana', 'siwx'] as const
type TemplatePlugin = (typeof TEMPLATE_PLUGINS)[number]
/** Each plugin's own files: its view (siwx: and the app's protected endpoint, served by vite). */
const PLUGIN_FILES: Record<TemplatePlugin, readonly string[]> = {
  evm: ['src/EvmActions.tsx'],
  solana: ['src/SolanaActions.tsx'],
  siwx: [
    'src/SignedIn.tsx',
    'src/ServerSession.tsx',
    'server/protectedApi.ts',
    'server/protectedEndpoint.ts',
  ],
}

const markerOf = (plugin: TemplatePlugin) =>
  new RegExp(`[ \\t]*(\\{/\\* appkit-template:${plugin} \\*/\\}|// appkit-template:${plugin})`)

/** Template files `appkit init` leaves out: its own composed config, the views of plugins not chosen, build output. */
function skipped(path: string, chosen: ReadonlySet<string>): boolean {
  return (
    path === 'src/appkit.config.ts' ||
    TEMPLATE_PLUGINS.some((plugin) => !chosen.has(plugin) && PLUGIN_FILES[plugin].includes(path)) ||
    path.startsWith('node_modules/') ||
    path.startsWith('dist/')
  )
}

/** Keeps the lines marked `appkit-template:<plugin>` of chosen plugins (without the marker), drops the others'. */
function selectPluginLines(text: string, chosen: ReadonlySet<string>): string {
  return text
    .split('\n')
    .flatMap((line) => {
      const plugin = TEMPLATE_PLUGINS.find((entry) => markerOf(entry).test(line))
      if (!plugin) return [line]
      return chosen.has(plugin) ? [line.replace(markerOf(plugin), '')] : []
    })
    .join('\n')
}

type Manifest = PackageManifest & { scripts?: Record<string, string> } & Record<string, unknown>

const sorted = (entries: Record<string, string>) =>
  Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)))

/**
 * The starter's package.json: named after the folder, with what init adds (walletdock, the chosen plugins'
 * peers, the services dev dependency). A manifest already there (from `npm install walletdock` in the empty
 * folder) keeps its fields and its specs.
 */
function starterManifest(
  text: string,
  options: {
    appName: string
    added: AddedDependencies
    existing?: PackageManifest | undefined
  },
): string {
  const template = JSON.parse(text) as Manifest & { dependencies: Record<string, string> }
  const existing = (options.existing ?? {}) as Manifest
  const name =
    existing.name ??
    (basename(options.appName)
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-') ||
      'appkit-app')
  const manifest: Manifest = {
    ...existing,
    ...template,
    name,
    scripts: { ...existing.scripts, ...template.scripts },
    dependencies: sorted({
      ...template.dependencies,
      ...options.added.dependencies,
      ...existing.dependencies,
    }),
    devDependencies: sorted({
      ...template.devDependencies,
      ...options.added.devDependencies,
      ...existing.devDependencies,
    }),
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}

/** The starter's files as `appkit init` writes them into an empty folder. */
export function templateFiles(
  templateDir: string,
  options: {
    appName: string
    /** What init adds to package.json: walletdock (see dependencySpec), the plugins' peers, the services. */
    added: AddedDependencies
    /** The chosen plugins: their starter views (EvmActions, SolanaActions) and dependencies are written. */
    plugins: readonly string[]
    /** A package.json already in the folder (walletdock installed before init). */
    existingManifest?: PackageManifest | undefined
  },
): { path: string; text: string }[] {
  const chosen = new Set(options.plugins)
  const files: { path: string; text: string }[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name)
      const path = relative(templateDir, full).split('\\').join('/')
      if (statSync(full).isDirectory()) walk(full)
      else if (!skipped(path, chosen)) files.push({ path, text: readFileSync(full, 'utf8') })
    }
  }
  walk(templateDir)
  return files.map((file) =>
    file.path === 'package.json'
      ? {
          path: file.path,
          text: starterManifest(file.text, {
            appName: options.appName,
            added: options.added,
            existing: options.existingManifest,
          }),
        }
      : { path: file.path, text: selectPluginLines(file.text, chosen) },
  )
}
