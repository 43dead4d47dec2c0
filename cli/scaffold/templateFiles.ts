import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { PACKAGE_NAME, type PackageManifest } from './packageRoot.js'

/** A line of a template file that only belongs there when the evm plugin is chosen. */
const EVM_LINE = /[ \t]*(\{\/\* appkit-template:evm \*\/\}|\/\/ appkit-template:evm)/

/** Template files `appkit init` leaves out: its own composed config, the evm-only view without evm, build output. */
function skipped(path: string, withEvm: boolean): boolean {
  return (
    path === 'src/appkit.config.ts' ||
    (!withEvm && path === 'src/EvmActions.tsx') ||
    path.startsWith('node_modules/') ||
    path.startsWith('dist/')
  )
}

/** Keeps or drops the lines marked `appkit-template:evm`, and removes the markers. */
export function selectEvmLines(text: string, withEvm: boolean): string {
  return text
    .split('\n')
    .flatMap((line) => (EVM_LINE.test(line) ? (withEvm ? [line.replace(EVM_LINE, '')] : []) : [line]))
    .join('\n')
}

type Manifest = PackageManifest & { scripts?: Record<string, string> } & Record<string, unknown>

const sorted = (entries: Record<string, string>) =>
  Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)))

/**
 * The starter's package.json: named after the folder, with `walletdock` at `dependency`. A manifest
 * already there (from `npm install walletdock` in the empty folder) keeps its fields and its walletdock spec.
 */
function starterManifest(
  text: string,
  options: { appName: string; dependency: string; existing?: PackageManifest | undefined },
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
      [PACKAGE_NAME]: options.dependency,
      ...existing.dependencies,
    }),
    devDependencies: sorted({ ...template.devDependencies, ...existing.devDependencies }),
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}

/** The starter's files as `appkit init` writes them into an empty folder. */
export function templateFiles(
  templateDir: string,
  options: {
    appName: string
    /** The `walletdock` dependency spec (see dependencySpec). */
    dependency: string
    withEvm: boolean
    /** A package.json already in the folder (walletdock installed before init). */
    existingManifest?: PackageManifest | undefined
  },
): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name)
      const path = relative(templateDir, full).split('\\').join('/')
      if (statSync(full).isDirectory()) walk(full)
      else if (!skipped(path, options.withEvm)) files.push({ path, text: readFileSync(full, 'utf8') })
    }
  }
  walk(templateDir)
  return files.map((file) =>
    file.path === 'package.json'
      ? {
          path: file.path,
          text: starterManifest(file.text, {
            appName: options.appName,
            dependency: options.dependency,
            existing: options.existingManifest,
          }),
        }
      : { path: file.path, text: selectEvmLines(file.text, options.withEvm) },
  )
}
