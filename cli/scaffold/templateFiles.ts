import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { PACKAGE_NAME } from './packageRoot.js'

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

/** The starter's files as `appkit init` writes them into an empty folder. */
export function templateFiles(
  templateDir: string,
  options: { appName: string; appkitRange: string; withEvm: boolean },
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
  return files.map((file) => {
    if (file.path === 'package.json') {
      const manifest = JSON.parse(file.text) as { name: string; dependencies: Record<string, string> }
      manifest.name =
        basename(options.appName)
          .toLowerCase()
          .replace(/[^a-z0-9-]+/g, '-') || 'appkit-app'
      manifest.dependencies[PACKAGE_NAME] = options.appkitRange
      return { path: file.path, text: `${JSON.stringify(manifest, null, 2)}\n` }
    }
    return { path: file.path, text: selectEvmLines(file.text, options.withEvm) }
  })
}
