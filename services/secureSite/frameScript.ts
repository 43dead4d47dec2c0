import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * The frame's script: the bundle `npm run build` wrote beside this file (running from dist/), else
 * built once from `frame/main.ts` with esbuild (a source checkout), on first need.
 */
export function createFrameScript(): () => Promise<string> {
  let building: Promise<string> | undefined
  return () => {
    building ??= loadFrameScript().catch((error: unknown) => {
      building = undefined
      throw error
    })
    return building
  }
}

async function loadFrameScript(): Promise<string> {
  const bundled = fileURLToPath(new URL('./frame.bundle.js', import.meta.url))
  if (existsSync(bundled)) return readFileSync(bundled, 'utf8')
  return buildFrameScript()
}

/** Bundles the frame (browser, ESM, minified). Also used by scripts/buildSecureSite.ts for dist/. */
export async function buildFrameScript(): Promise<string> {
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./frame/main.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  const [output] = result.outputFiles
  if (!output) throw new Error('esbuild wrote no frame bundle')
  return output.text
}
