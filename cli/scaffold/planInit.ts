import { join, resolve } from 'node:path'
import { addDependencies } from './addDependency.js'
import { composeConfig } from './composeConfig.js'
import { dependencySpec } from './dependencySpec.js'
import { detectApp } from './detectApp.js'
import { type FileChange, readIfExists } from './fileChanges.js'
import { chooseNetworks } from './networkCatalog.js'
import { markAsWritten, ownershipOf } from './ownership.js'
import { PACKAGE_NAME, packageRoot, readManifest, SERVICES_PACKAGE_NAME } from './packageRoot.js'
import { NEXT_PROVIDER_FILE, nextFiles } from './planNext.js'
import { choosePlugins } from './pluginCatalog.js'
import { pluginPeerDependencies, servicesSpec } from './pluginPeers.js'
import { templateFiles } from './templateFiles.js'
import { wireEntry } from './wireEntry.js'

export type PlanInitParameters = {
  dir: string
  plugins: readonly string[]
  networks: readonly string[]
  projectId: string
  apiUrl?: string | undefined
  /** RPC URLs of the local chains, by CAIP-2 id (default: where appkit dev starts them). */
  rpcUrls?: Readonly<Record<string, string>> | undefined
  force?: boolean | undefined
}
export type PlanInitReturnType = {
  kind: 'empty' | 'vite-react' | 'next'
  /** Only files whose content changes; empty when the app is already set up. */
  changes: FileChange[]
}

/** Refused: nothing was or will be written. The message says why and what to do. */
export class InitError extends Error {
  override name = 'InitError'
}

/** Works out every file `appkit init` would write, without writing anything. */
export function planInit(parameters: PlanInitParameters): PlanInitReturnType {
  const dir = resolve(parameters.dir)
  const app = detectApp(dir)
  if (app.kind === 'unsupported') throw new InitError(app.reason)
  const root = packageRoot()
  const manifest = readManifest(join(root, 'package.json'))
  const version = manifest.version ?? '0.1.0'
  const dependency = dependencySpec({ packageDir: root, appDir: dir, name: PACKAGE_NAME, version })
  let plugins: ReturnType<typeof choosePlugins>
  let networks: ReturnType<typeof chooseNetworks>
  try {
    plugins = choosePlugins(parameters.plugins)
    networks = chooseNetworks(parameters.networks, parameters.rpcUrls)
  } catch (error) {
    throw new InitError((error as Error).message)
  }
  // walletdock with the chain SDKs of the chosen plugins (its optional peers), and the services package
  // `npx walletdock dev` runs (anvil included) as a dev dependency.
  const added = {
    dependencies: {
      [PACKAGE_NAME]: dependency,
      ...pluginPeerDependencies(
        plugins.map((plugin) => plugin.name),
        manifest,
      ),
    },
    devDependencies: { [SERVICES_PACKAGE_NAME]: servicesSpec(dependency, dir, version) },
  }
  const config = markAsWritten(
    composeConfig({ projectId: parameters.projectId, apiUrl: parameters.apiUrl, plugins, networks }),
  )
  const wanted: { path: string; text: string }[] = []
  if (app.kind === 'empty') {
    wanted.push(
      ...templateFiles(join(root, 'templates', 'vite-react'), {
        appName: dir,
        added,
        plugins: plugins.map((plugin) => plugin.name),
        existingManifest: app.manifest,
      }),
      { path: 'src/appkit.config.ts', text: config },
    )
  } else if (app.kind === 'next') {
    try {
      wanted.push(...nextFiles(dir, app, config))
    } catch (error) {
      throw new InitError((error as Error).message)
    }
    const appManifest = readIfExists(join(dir, 'package.json')) ?? '{}'
    wanted.push({ path: 'package.json', text: addDependencies(appManifest, added).text })
  } else {
    const configPath = app.entry.endsWith('.tsx') ? 'src/appkit.config.ts' : 'src/appkit.config.js'
    wanted.push({ path: configPath, text: config })
    const entry = readIfExists(join(dir, app.entry)) ?? ''
    const wired = wireEntry({
      text: entry,
      fileName: app.entry,
      configSpecifier: './appkit.config',
    })
    wanted.push({ path: app.entry, text: wired.text })
    const appManifest = readIfExists(join(dir, 'package.json')) ?? '{}'
    wanted.push({ path: 'package.json', text: addDependencies(appManifest, added).text })
  }
  const changes: FileChange[] = []
  for (const file of wanted) {
    const before = readIfExists(join(dir, file.path))
    if (before === file.text) continue
    // package.json is merged (its fields and dependencies kept), every other starter file written whole.
    const whole =
      file.path.includes('appkit.config.') ||
      file.path.endsWith(NEXT_PROVIDER_FILE) ||
      (app.kind === 'empty' && file.path !== 'package.json')
    if (before !== null && whole && ownershipOf(before) !== 'untouched' && !parameters.force) {
      throw new InitError(
        `${file.path} exists and ${ownershipOf(before) === 'edited' ? 'was edited since appkit init wrote it' : 'was not written by appkit init'}; nothing was changed. Run again with --force to overwrite it.`,
      )
    }
    changes.push({ path: file.path, before, after: file.text })
  }
  return { kind: app.kind, changes }
}
