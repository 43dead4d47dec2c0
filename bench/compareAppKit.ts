// docs/migrate-from-appkit.md's bundle figures: the same minimal wagmi app (a connect button, wagmi's account
// and balance) on AppKit + its wagmi adapter and on walletdock + the wagmi bridge, built for production
// and measured alike: gzip (level 9) of the JS index.html loads statically, of every script the page loads
// before any interaction (bench/bytes.ts), and of all JS the build emits.
// AppKit is not a dependency of this repo: install it in a folder of its own and pass that folder:
//   npm install --prefix /tmp/appkit-measure --legacy-peer-deps @reown/appkit@1.8.24 \
//     @reown/appkit-adapter-wagmi@1.8.24 wagmi@3.7.7 @wagmi/core@3.6.5 viem@2.57.20 react@19 react-dom@19 \
//     @tanstack/react-query@5.108.4
// (--legacy-peer-deps: npm refuses the optional peers of @wagmi/core 3.6 otherwise; AppKit's adapter needs
// that @wagmi/core, its connectors import @wagmi/core/tempo)
//   npx tsx bench/compareAppKit.ts /tmp/appkit-measure
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.js'
import { hostAppViteConfig } from '../scripts/hostApp.js'
import { initialJsGzipBytes, out } from './builds.js'
import { jsBeforeInteraction } from './bytes.js'
import { serveGzip } from './serveGzip.js'

const APPKIT_APP = `import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { mainnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { useAccount, useBalance, WagmiProvider } from 'wagmi'

const projectId = 'bench-project'
const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], projectId })
createAppKit({
  adapters: [wagmiAdapter],
  networks: [mainnet],
  projectId,
  metadata: { name: 'wagmi app', description: 'A wagmi app', url: 'http://127.0.0.1', icons: [] },
})
const queryClient = new QueryClient()

function Account() {
  const { address } = useAccount()
  const balance = useBalance({ address })
  return <p>{address ? \`\${address} \${balance.data?.value ?? ''}\` : 'Not connected'}</p>
}

createRoot(document.getElementById('root')).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <appkit-button />
      <Account />
    </QueryClientProvider>
  </WagmiProvider>,
)
`

const allJsGzipBytes = (dir: string): number =>
  readdirSync(join(dir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(dir, 'assets', file)), { level: 9 }).length, 0)

async function main() {
  const appkitModules = process.argv[2]
  if (!appkitModules)
    throw new Error('usage: tsx bench/compareAppKit.ts <folder where @reown/appkit is installed>')
  const appkitRoot = resolve(appkitModules, 'app')
  mkdirSync(appkitRoot, { recursive: true })
  writeFileSync(join(appkitRoot, 'main.tsx'), APPKIT_APP)
  writeFileSync(
    join(appkitRoot, 'index.html'),
    readFileSync(out('./appkit-compare/index.html'), 'utf8').replace('on walletdock', 'on AppKit'),
  )
  const apps = [
    { name: 'AppKit 1.8.24 + @reown/appkit-adapter-wagmi', dir: out('./dist/compare-appkit') },
    { name: 'walletdock + walletdock/plugins/wagmi', dir: out('./dist/compare-walletdock') },
  ]
  const [appkit, walletdock] = apps as [(typeof apps)[0], (typeof apps)[0]]
  await build({
    root: appkitRoot,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: appkit.dir, emptyOutDir: true },
  })
  await build(
    hostAppViteConfig(
      { logLevel: 'error', build: { outDir: walletdock.dir, emptyOutDir: true } },
      out('./appkit-compare'),
    ),
  )
  const kib = (bytes: number) => (bytes / 1024).toFixed(1)
  // COMPARE_STATIC=1: the build figures alone, without Chromium (no port, no browser).
  if (process.env.COMPARE_STATIC) {
    for (const app of apps)
      console.info(
        `| ${app.name} | ${kib(initialJsGzipBytes(app.dir))} | - | ${kib(allJsGzipBytes(app.dir))} |`,
      )
    return
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  console.info('| app | static initial JS | JS before interaction | all JS emitted |\n|---|---|---|---|')
  try {
    for (const [index, app] of apps.entries()) {
      const port = 4790 + index
      const server = await serveGzip(app.dir, port)
      try {
        const loaded = await jsBeforeInteraction(browser, `http://127.0.0.1:${port}/`)
        console.info(
          `| ${app.name} | ${kib(initialJsGzipBytes(app.dir))} | ${kib(loaded)} | ${kib(allJsGzipBytes(app.dir))} |`,
        )
      } finally {
        server.close()
      }
    }
  } finally {
    await browser.close()
  }
  console.info('\nKiB gzip (level 9); both apps include React, wagmi, @tanstack/react-query and viem.')
}

await main()
