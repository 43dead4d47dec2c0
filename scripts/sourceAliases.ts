import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

type ExportEntry = string | { source?: string }

/** Maps `walletdock`, `walletdock/react`, ... to their TypeScript sources, read from package.json's `source` condition. */
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
