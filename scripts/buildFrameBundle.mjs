// Bundles the secure site's frame script into services/dist/ so `appkit dev` run from the built walletdock-services package serves it
// without esbuild (a dev dependency). The options match services/secureSite/frameScript.ts. Runs in `npm run build`.
import { build } from 'esbuild'

await build({
  entryPoints: [new URL('../services/secureSite/frame/main.ts', import.meta.url).pathname],
  outfile: new URL('../services/dist/services/secureSite/frame.bundle.js', import.meta.url).pathname,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
})
