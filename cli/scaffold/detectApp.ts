import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PACKAGE_NAME, type PackageManifest } from './packageRoot.js'

export type DetectedApp =
  /** `manifest`: the folder holds only what `npm install walletdock` leaves (package.json, lockfile, node_modules). */
  | { kind: 'empty'; manifest?: PackageManifest | undefined }
  | { kind: 'vite-react'; entry: string; manifest: PackageManifest }
  /** A Next.js app-router app: its app folder (`app` or `src/app`) and root layout file. */
  | { kind: 'next'; appDir: string; layout: string; manifest: PackageManifest }
  | { kind: 'unsupported'; reason: string }

const ENTRIES = ['src/main.tsx', 'src/main.jsx', 'src/index.tsx', 'src/index.jsx']
const IGNORED = new Set(['.git', '.DS_Store', '.gitignore', 'README.md', 'LICENSE'])
/** What installing walletdock alone into an empty folder leaves behind. */
const INSTALL_LEFTOVERS = new Set(['package.json', 'package-lock.json', 'node_modules'])

/** True when the manifest depends on walletdock at most: the folder was empty before `npm install walletdock`. */
function onlyWalletdock(manifest: PackageManifest): boolean {
  const names = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]
  return names.every((name) => name === PACKAGE_NAME)
}

const LAYOUTS = ['layout.tsx', 'layout.jsx', 'layout.js']

/** A Next.js app with an app router (a root layout in app/ or src/app/); the pages router is refused. */
function detectNext(dir: string, manifest: PackageManifest): DetectedApp {
  for (const appDir of ['app', 'src/app']) {
    const layout = LAYOUTS.find((name) => existsSync(join(dir, appDir, name)))
    if (layout) return { kind: 'next', appDir, layout, manifest }
  }
  return {
    kind: 'unsupported',
    reason:
      'this Next.js app has no app router (no app/layout.tsx or src/app/layout.tsx); appkit init wires the app router only. For the pages router, wrap pages/_app.tsx in <AppKitProvider> by hand (docs/ssr.md)',
  }
}

/** What kind of app lives in `dir`: an empty folder, a Vite React app, Next.js, or something else. */
export function detectApp(dir: string): DetectedApp {
  if (!existsSync(dir) || readdirSync(dir).every((name) => IGNORED.has(name))) return { kind: 'empty' }
  const manifestPath = join(dir, 'package.json')
  if (!existsSync(manifestPath))
    return {
      kind: 'unsupported',
      reason: `${dir} has files but no package.json; run appkit init in your app's folder or in an empty one`,
    }
  let manifest: PackageManifest
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as PackageManifest
  } catch (error) {
    return {
      kind: 'unsupported',
      reason: `package.json is not valid JSON (${(error as Error).message}); fix it first`,
    }
  }
  const files = readdirSync(dir).filter((name) => !IGNORED.has(name))
  if (files.every((name) => INSTALL_LEFTOVERS.has(name)) && onlyWalletdock(manifest))
    return { kind: 'empty', manifest }
  const has = (name: string) =>
    manifest.dependencies?.[name] !== undefined || manifest.devDependencies?.[name] !== undefined
  if (has('next')) return detectNext(dir, manifest)
  if (!has('react'))
    return {
      kind: 'unsupported',
      reason: 'package.json does not depend on react; appkit init scaffolds into React apps',
    }
  if (!has('vite')) {
    return {
      kind: 'unsupported',
      reason:
        'only Vite React apps are supported so far (no "vite" in package.json); wire <AppKitProvider> by hand (docs/cli.md)',
    }
  }
  const entry = ENTRIES.find((name) => existsSync(join(dir, name)))
  if (!entry) return { kind: 'unsupported', reason: `no entry file found (looked for ${ENTRIES.join(', ')})` }
  return { kind: 'vite-react', entry, manifest }
}
