/** Adds `"walletdock": range` to a package.json's dependencies unless it is already a dependency. */
export function addDependency(text: string, name: string, range: string): { text: string; changed: boolean } {
  const manifest = JSON.parse(text) as Record<string, unknown> & {
    dependencies?: Record<string, string>
    devDependencies?: Record<string, string>
  }
  if (manifest.dependencies?.[name] !== undefined || manifest.devDependencies?.[name] !== undefined)
    return { text, changed: false }
  const dependencies = { ...manifest.dependencies, [name]: range }
  const sorted = Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)))
  const indent = /^\{\r?\n([ \t]+)"/.exec(text)?.[1] ?? '  '
  const updated = `${JSON.stringify({ ...manifest, dependencies: sorted }, null, indent)}\n`
  return { text: updated, changed: true }
}
