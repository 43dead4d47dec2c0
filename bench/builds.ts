import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { templateFiles } from '../cli/scaffold/templateFiles.js'
import { hostAppRoot, hostAppViteConfig, replaceAppKitConfig } from '../scripts/hostApp.js'

/** A path under bench/. */
export const out = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** Writes a generated appkit.config and returns its path. */
export function writeConfig(name: string, source: string): string {
  mkdirSync(out('./dist/configs'), { recursive: true })
  const file = out(`./dist/configs/${name}.ts`)
  writeFileSync(file, source)
  return file
}

/**
 * The starter as `appkit init` writes it with no plugin (no EvmActions, SolanaActions or SignedIn demo parts), in
 * bench/dist/<name>-src; returns its root. The "no plugin" figure is this app: the full template carries three
 * plugins' demo components, whose code is not the kernel's.
 */
export function writeBareStarter(name: string): string {
  const root = out(`./dist/${name}-src`)
  rmSync(root, { recursive: true, force: true })
  const added = { dependencies: {}, devDependencies: {} }
  for (const file of templateFiles(hostAppRoot, { appName: name, added, plugins: [] })) {
    mkdirSync(dirname(`${root}/${file.path}`), { recursive: true })
    writeFileSync(`${root}/${file.path}`, file.text)
  }
  return root
}

/**
 * Builds the example host app (or another starter root) with this config, with the starter's build rule
 * (hostAppViteConfig); returns the output directory.
 */
export async function buildHostApp(name: string, configFile: string, root = hostAppRoot): Promise<string> {
  const outDir = out(`./dist/${name}`)
  const app = hostAppViteConfig({ logLevel: 'error', build: { outDir, emptyOutDir: true } }, root)
  await build({ ...app, plugins: [replaceAppKitConfig(root, configFile), ...(app.plugins ?? [])] })
  return outDir
}

/**
 * Builds the floor: React and a plain <dialog>, the least a page needs to show a wallet. `floorWagmi`: the same
 * page with the app's own wagmi config (bench/floorWagmi), the floor of an app that already uses wagmi.
 */
export async function buildFloor(name: 'floor' | 'floorWagmi' = 'floor'): Promise<string> {
  const outDir = out(`./dist/${name}`)
  await build({
    root: out(`./${name}`),
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  })
  return outDir
}

/** Gzip bytes of the scripts index.html loads and what they import statically (no lazy chunk). */
export function initialJsGzipBytes(outDir: string): number {
  const html = readFileSync(`${outDir}/index.html`, 'utf8')
  const queue = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  )
  const seen = new Set<string>()
  let bytes = 0
  while (queue.length > 0) {
    const file = queue.pop() ?? ''
    if (seen.has(file)) continue
    seen.add(file)
    const code = readFileSync(`${outDir}/${file}`)
    bytes += gzipSync(code, { level: 9 }).length
    // Static imports only: `import ... from "./x.js"` and `import "./x.js"`, not `import("./x.js")`.
    for (const match of code
      .toString()
      .matchAll(/(?:^|[;\s}])import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g))
      queue.push(`assets/${match[1]}`)
  }
  return bytes
}
