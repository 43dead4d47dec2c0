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
] as const

export type ShippedPlugin = (typeof SHIPPED_PLUGINS)[number]

/** The source of an appkit.config with these plugins on the bench's local chains and endpoints. */
export function configSource(plugins: readonly ShippedPlugin[]): string {
  const imports = plugins.map(
    (plugin) => `import { ${plugin.factory.replace('()', '')} } from '${plugin.from}'`,
  )
  return [
    `import { defineConfig } from 'walletdock'`,
    // Written to bench/dist/configs/.
    `import { benchEndpoints, benchNetworks } from '../../localSetup.js'`,
    ...imports,
    `export default defineConfig({`,
    `  projectId: 'bench-project',`,
    `  networks: benchNetworks,`,
    `  endpoints: benchEndpoints,`,
    `  plugins: [${plugins.map((plugin) => plugin.factory).join(', ')}],`,
    `})`,
    '',
  ].join('\n')
}
