import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative, sep } from 'node:path'
import ts from 'typescript'

/** The rooms of docs/ARCHITECTURE.md and what each may import. */
export type Room = 'kernel' | 'ui' | 'plugins' | 'cli' | 'services' | 'free'

export type SourceFile = { path: string; source: string }
export type Violation = { file: string; specifier: string; rule: string }

const PACKAGE_NAME = 'walletdock'
const FRAMEWORK_PACKAGES = ['react', 'react-dom', 'preact']
const SOURCE_EXTENSIONS = /\.(ts|tsx|mts)$/

function roomOf(path: string): Room {
  const first = path.split('/')[0]
  if (
    first === 'kernel' ||
    first === 'ui' ||
    first === 'plugins' ||
    first === 'cli' ||
    first === 'services'
  ) {
    return first
  }
  return 'free'
}

type ExportEntry = { source?: string }
const exportsOfPackage = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    exports: Record<string, ExportEntry | string>
  }
).exports

/** Maps the package's own public names (`walletdock/react`) to their source file, from package.json's exports. */
function selfReferenceTarget(specifier: string): string | undefined {
  if (specifier !== PACKAGE_NAME && !specifier.startsWith(`${PACKAGE_NAME}/`)) return undefined
  const subpath = `.${specifier.slice(PACKAGE_NAME.length)}`
  const entry = exportsOfPackage[subpath]
  const source = typeof entry === 'object' ? entry.source : undefined
  return source?.replace(/^\.\//, '') ?? `unknown public entry ${specifier}`
}

/** Whether a specifier names one of the package's public entries (`walletdock`, `walletdock/plugin`, ...). */
const isPublicEntry = (specifier: string) =>
  specifier === PACKAGE_NAME || specifier.startsWith(`${PACKAGE_NAME}/`)

function resolveTarget(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.'))
    return normalize(join(dirname(file), specifier))
      .split(sep)
      .join('/')
  return selfReferenceTarget(specifier)
}

function packageName(specifier: string): string {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier)
}

function pluginOf(path: string): string | undefined {
  const [room, plugin] = path.split('/')
  return room === 'plugins' ? plugin : undefined
}

/** The pure spec rules both sides apply (docs/ARCHITECTURE.md): any room, and any wire contract, may import them. */
const isRulesFile = (path: string) => path.startsWith('kernel/rules/')
/** The public entry of the rules: what a feature's wire contract and the services import them by. */
const RULES_ENTRY = `${PACKAGE_NAME}/rules`

/** A wire contract: the kernel's own in kernel/protocol/, a feature's in its plugin's protocol/ folder. */
function isWireContract(path: string): boolean {
  return /^(kernel\/protocol|plugins\/[^/]+\/protocol)(\/|$)/.test(path)
}

/**
 * A wire contract imports only zod/mini, the contracts beside it and the pure rules, so every side (kernel,
 * plugin, service, frame) can take it. A feature's contract names the rules by their public entry
 * (walletdock/rules); the kernel's own contracts (kernel/protocol) sit beside them in the package.
 */
function contractImportBroken(file: string, specifier: string, target: string): string | undefined {
  if (!isWireContract(file) || /\.test\.tsx?$/.test(file)) return undefined
  if (specifier === 'zod/mini' || /^\.\/[A-Za-z]+\.js$/.test(specifier) || specifier === RULES_ENTRY)
    return undefined
  if (isRulesFile(target) && file.startsWith('kernel/')) return undefined
  if (isRulesFile(target))
    return `a feature's wire contract (${file}) names the rules by their public entry ${RULES_ENTRY}, not ${specifier}`
  return `a wire contract (${file}) imports only zod/mini, the contracts beside it and ${RULES_ENTRY}, not ${specifier}`
}

/** Returns why `file` may not import `specifier`, or undefined when the import follows the direction. */
export function ruleBroken(file: string, specifier: string): string | undefined {
  const from = roomOf(file)
  if (from === 'free') return undefined
  const target = resolveTarget(file, specifier)
  const contract = contractImportBroken(file, specifier, target ?? '')
  if (contract) return contract
  if (target === undefined) {
    if (from === 'kernel' && FRAMEWORK_PACKAGES.includes(packageName(specifier))) {
      return `kernel is framework-free and may not import ${packageName(specifier)}`
    }
    return undefined
  }
  if (target.startsWith('..')) return `${from} may not import from outside the package`
  if (target.startsWith('unknown public entry')) return `${target}: package.json exports no such entry`
  const to = roomOf(target)
  const isTest = /\.test\.tsx?$/.test(file)
  if (isRulesFile(file) && !isTest && !isRulesFile(target))
    return `kernel/rules is pure (the services import it too): it may import only kernel/rules, not ${specifier}`
  // Plugins, ours included, stand where a third party's would: only the public entries are theirs.
  // (A plugin's own tests may build kernel fixtures: they ship in no bundle.)
  // Test helpers live in tests/ (tests/support, tests/fixtures): any room's tests may use them, product code never.
  if (target === 'tests' || target.startsWith('tests/'))
    return isTest ? undefined : `${from} may not import test code (${specifier}): only its tests may`
  // The services compile their own copy of the rules (their package needs no walletdock at run time, and
  // the CLI reads services/dev from source anywhere): they import kernel/rules by path, never the entry.
  if (from === 'services' && specifier === RULES_ENTRY)
    return `services import the pure rules from kernel/rules by a relative path (their build compiles its own copy), not ${RULES_ENTRY}`
  if (from === 'plugins' && !isTest && (to === 'kernel' || to === 'ui') && !isPublicEntry(specifier))
    return `plugins import kernel and ui only through the package's public entries (${PACKAGE_NAME}/plugin, ${PACKAGE_NAME}/ui, ${PACKAGE_NAME}/errors, ${PACKAGE_NAME}/protocol, ${RULES_ENTRY}), not ${specifier}`
  if (from === to) {
    const fromPlugin = pluginOf(file)
    const toPlugin = pluginOf(target)
    if (fromPlugin && toPlugin && fromPlugin !== toPlugin) {
      return `plugin "${fromPlugin}" may not import the internals of plugin "${toPlugin}" (share through ctx.services)`
    }
    return undefined
  }
  const allowed: Record<Exclude<Room, 'free'>, Room[]> = {
    kernel: [],
    ui: ['kernel'],
    plugins: ['kernel', 'ui'],
    cli: ['kernel', 'services'],
    services: [],
  }
  if (from === 'services' && (isWireContract(target) || isRulesFile(target))) return undefined
  if (allowed[from].includes(to)) return undefined
  if (from === 'services')
    return `services may import only wire contracts of the other rooms (kernel/protocol/, the kernel's, or plugins/<name>/protocol/, a feature's) and the pure spec rules of kernel/rules`
  return `${from} may not import ${to} (imports flow kernel <- ui <- plugins <- host app; cli -> kernel, services)`
}

export function importsOf(file: SourceFile): string[] {
  const info = ts.preProcessFile(file.source, true, true)
  return info.importedFiles.map((entry) => entry.fileName)
}

export function findLayeringViolations(files: SourceFile[]): Violation[] {
  const violations: Violation[] = []
  for (const file of files) {
    for (const specifier of importsOf(file)) {
      const rule = ruleBroken(file.path, specifier)
      if (rule) violations.push({ file: file.path, specifier, rule })
    }
  }
  return violations
}

const ROOMS = ['kernel', 'ui', 'plugins', 'cli', 'services']

export function readSourceFiles(root: string): SourceFile[] {
  const files: SourceFile[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue
      const full = join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (SOURCE_EXTENSIONS.test(entry.name)) {
        files.push({ path: relative(root, full).split(sep).join('/'), source: readFileSync(full, 'utf8') })
      }
    }
  }
  for (const room of ROOMS) {
    try {
      walk(join(root, room))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  return files
}
