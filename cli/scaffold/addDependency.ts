export type AddedDependencies = {
  dependencies?: Readonly<Record<string, string>>
  devDependencies?: Readonly<Record<string, string>>
}

const sorted = (entries: Record<string, string>) =>
  Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)))

/**
 * Adds each dependency and dev dependency to a package.json unless the app already has it (in either
 * field, at any spec): the app's own choices stay. Keeps the file's indent.
 */
export function addDependencies(text: string, added: AddedDependencies): { text: string; changed: boolean } {
  const manifest = JSON.parse(text) as Record<string, unknown> & {
    dependencies?: Record<string, string>
    devDependencies?: Record<string, string>
  }
  const has = (name: string) =>
    manifest.dependencies?.[name] !== undefined || manifest.devDependencies?.[name] !== undefined
  const updated = { ...manifest }
  let changed = false
  for (const field of ['dependencies', 'devDependencies'] as const) {
    const missing = Object.entries(added[field] ?? {}).filter(([name]) => !has(name))
    if (missing.length === 0) continue
    updated[field] = sorted({ ...manifest[field], ...Object.fromEntries(missing) })
    changed = true
  }
  if (!changed) return { text, changed }
  const indent = /^\{\r?\n([ \t]+)"/.exec(text)?.[1] ?? '  '
  return { text: `${JSON.stringify(updated, null, indent)}\n`, changed }
}
