// Issue 30's byte figures, quick to run (esbuild, no browser): `npx tsx bench/localeAndSsrBytes.ts`.
// - What one locale costs: the chunks a page loads on demand when its locale is not English (the UI's
//   catalogue and each plugin's strings in that language). English ships inline and costs no request.
// - What SSR seeding costs the browser: an app's entry with `storage: cookieStorage` over the same entry
//   without it (the provider's initialState path is in walletdock/react either way; cookieToInitialState
//   runs on the server and is not in the browser's bundle).
// Every figure is minified, gzip level 9, react and the chain SDKs left out (an app has them anyway).
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { LANGUAGES } from '../kernel/i18n/locales.js'

const repo = fileURLToPath(new URL('..', import.meta.url))
const EXTERNAL = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'viem',
  'viem/*',
  '@wagmi/*',
  'wagmi',
  '@solana/*',
]

/** Gzip bytes of a minified ESM bundle of `contents` (resolved from the repo, walletdock by its source). */
async function gzipBytes(contents: string): Promise<number> {
  const result = await build({
    stdin: { contents, resolveDir: repo, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    external: EXTERNAL,
    conditions: ['source'],
    logLevel: 'error',
  })
  return gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 100) / 100

async function localeFigures() {
  const plugins = readdirSync(`${repo}plugins`)
  const rows: { language: string; uiKiB: number; pluginsKiB: number; totalKiB: number }[] = []
  for (const language of LANGUAGES.filter((name) => name !== 'en')) {
    const ui = await gzipBytes(`export { ${language} } from './ui/i18n/${language}.ts'`)
    let pluginBytes = 0
    for (const plugin of plugins) {
      const file = `plugins/${plugin}/locales/${language}.ts`
      if (!readdirSync(`${repo}plugins/${plugin}`).includes('locales')) continue
      if (!readdirSync(`${repo}plugins/${plugin}/locales`).includes(`${language}.ts`)) continue
      pluginBytes += await gzipBytes(`export * from './${file}'`)
    }
    rows.push({
      language,
      uiKiB: kib(ui),
      pluginsKiB: kib(pluginBytes),
      totalKiB: kib(ui + pluginBytes),
    })
  }
  return rows
}

const APP = (storage: string) => `
import { createAppKit, defineConfig } from 'walletdock'
import { defineNetwork } from 'walletdock/networks'
import { evm } from 'walletdock/plugins/evm'
import { AppKitProvider, AppKitButton } from 'walletdock/react'
${storage ? "import { cookieStorage } from 'walletdock/ssr'" : ''}
const network = defineNetwork({ id: 1, chainNamespace: 'eip155', name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://rpc.invalid'] } } })
export const appKit = createAppKit(defineConfig({ projectId: 'p', networks: [network], plugins: [evm()]${storage} }))
export { AppKitProvider, AppKitButton }
`

const locales = await localeFigures()
const without = await gzipBytes(APP(''))
const withCookies = await gzipBytes(APP(', storage: cookieStorage'))
for (const row of locales)
  console.info(
    `${row.language}: modal ${row.uiKiB} KiB, plugins ${row.pluginsKiB} KiB, total ${row.totalKiB} KiB gzip`,
  )
console.info(
  `SSR seeding in the browser: entry ${kib(without)} KiB without cookieStorage, ${kib(withCookies)} KiB with it: +${kib(withCookies - without)} KiB gzip`,
)
