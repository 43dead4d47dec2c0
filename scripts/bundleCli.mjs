// Bundles the appkit command (init, doctor, validate, and the dev/admin front ends) into dist/cli/bin.js with
// its command-line dependencies (commander, @clack/prompts, @babel/parser, diff), so walletdock's production
// dependencies stay what a browser app needs. Left out: jiti (it loads its transformer from its own folder at
// run time, so it stays a dependency), zod (a dependency already) and walletdock-services (the separate
// package `appkit dev` loads, a dev dependency of the app). Runs after tsc in `npm run build`.
import { build } from 'esbuild'

await build({
  entryPoints: [new URL('../cli/bin.ts', import.meta.url).pathname],
  outfile: new URL('../dist/cli/bin.js', import.meta.url).pathname,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: ['jiti', 'zod', 'walletdock-services'],
  // Bundled CommonJS (commander, @babel/parser) calls require for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  legalComments: 'eof',
  logLevel: 'warning',
})
