import { join } from 'node:path'
import { PACKAGE_NAME, packageRoot, readManifest } from './packageRoot.js'

export type PluginChoice = { name: string; exportName: string; specifier: string }

/** Export names that are not the plain camelCase of the folder name. */
const EXPORT_NAMES: Record<string, string> = {
  walletconnect: 'walletConnect',
  'embedded-wallet': 'embeddedWallet',
  'multi-wallet': 'multiWallet',
}

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

/** Plugins this appkit version ships: every `./plugins/<name>` entry of its package.json exports. */
export function availablePlugins(root = packageRoot()): string[] {
  const exportsMap = readManifest(join(root, 'package.json')).exports ?? {}
  return Object.keys(exportsMap)
    .filter((subpath) => subpath.startsWith('./plugins/'))
    .map((subpath) => subpath.slice('./plugins/'.length))
    .sort()
}

/** What `appkit.config.ts` imports for each chosen plugin; refuses names this version does not ship. */
export function choosePlugins(names: readonly string[], available = availablePlugins()): PluginChoice[] {
  const unknown = names.filter((name) => !available.includes(name))
  if (unknown.length) {
    throw new Error(
      `${unknown.map((name) => `"${name}"`).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not a plugin of this appkit version. Available: ${available.join(', ')}`,
    )
  }
  return [...new Set(names)].map((name) => ({
    name,
    exportName: EXPORT_NAMES[name] ?? camelCase(name),
    specifier: `${PACKAGE_NAME}/plugins/${name}`,
  }))
}
