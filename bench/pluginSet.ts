/** An app that already uses wagmi: its config, kept (a side effect) whether or not the bridge uses it. */
export const WAGMI_APP_PRELUDE = [
  `import { wagmiConfig } from '../../wagmiConfig.js'`,
  `;(globalThis as { wagmiConfig?: unknown }).wagmiConfig = wagmiConfig`,
] as const

/** Every plugin the project ships (package.json exports), as a config names it. */
export const SHIPPED_PLUGINS = [
  { name: 'evm', from: 'walletdock/plugins/evm', factory: 'evm()' },
  { name: 'solana', from: 'walletdock/plugins/solana', factory: 'solana()' },
  { name: 'walletconnect', from: 'walletdock/plugins/walletconnect', factory: 'walletConnect()' },
  { name: 'dev-wallet', from: 'walletdock/plugins/dev-wallet', factory: 'devWallet()' },
  { name: 'tokens', from: 'walletdock/plugins/tokens', factory: 'tokens()' },
  { name: 'siwx', from: 'walletdock/plugins/siwx', factory: 'siwx()' },
  { name: 'embedded-wallet', from: 'walletdock/plugins/embedded-wallet', factory: 'embeddedWallet()' },
  { name: 'send', from: 'walletdock/plugins/send', factory: 'send()' },
  { name: 'receive', from: 'walletdock/plugins/receive', factory: 'receive()' },
  { name: 'names', from: 'walletdock/plugins/names', factory: 'names()' },
  { name: 'onramp', from: 'walletdock/plugins/onramp', factory: 'onramp()' },
  { name: 'activity', from: 'walletdock/plugins/activity', factory: 'activity()' },
  { name: 'nfts', from: 'walletdock/plugins/nfts', factory: 'nfts()' },
  { name: 'swaps', from: 'walletdock/plugins/swaps', factory: 'swaps()' },
  { name: 'polkadot', from: 'walletdock/plugins/polkadot', factory: 'polkadot()' },
  { name: 'bitcoin', from: 'walletdock/plugins/bitcoin', factory: 'bitcoin()' },
  {
    name: 'wagmi',
    from: 'walletdock/plugins/wagmi',
    factory: 'wagmi({ config: wagmiConfig })',
    // The app's wagmi config is the app's bytes: its baseline has it too (measureBytes).
    prelude: WAGMI_APP_PRELUDE,
  },
] as const

export type ShippedPlugin = (typeof SHIPPED_PLUGINS)[number]

/** Lines an app with this plugin has anyway (wagmi's config): its byte baseline has them too. */
export const preludeOf = (plugin: ShippedPlugin): readonly string[] =>
  'prelude' in plugin ? plugin.prelude : []

/** The source of an appkit.config with these plugins on the bench's local chains and endpoints. */
export function configSource(plugins: readonly ShippedPlugin[], prelude: readonly string[] = []): string {
  const imports = plugins.map(
    (plugin) => `import { ${plugin.factory.slice(0, plugin.factory.indexOf('('))} } from '${plugin.from}'`,
  )
  const lines = [...new Set([...prelude, ...plugins.flatMap(preludeOf)])]
  return [
    `import { defineConfig } from 'walletdock'`,
    // Written to bench/dist/configs/.
    `import { BENCH_PROJECT_ID, benchEndpoints, benchNetworks } from '../../localSetup.js'`,
    ...imports,
    ...lines,
    `export default defineConfig({`,
    `  projectId: BENCH_PROJECT_ID,`,
    `  networks: benchNetworks,`,
    `  endpoints: benchEndpoints,`,
    `  plugins: [${plugins.map((plugin) => plugin.factory).join(', ')}],`,
    `})`,
    '',
  ].join('\n')
}
