import type { NetworkChoice } from './networkCatalog.js'
import type { PluginChoice } from './pluginCatalog.js'

export type ComposeConfigParameters = {
  projectId: string
  apiUrl?: string | undefined
  plugins: readonly PluginChoice[]
  networks: readonly NetworkChoice[]
}

const quote = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`

function networkExpression(network: NetworkChoice): string {
  if (network.kind === 'import') return network.exportName
  if (network.kind === 'solanaLocal') {
    return network.rpcUrl ? `solanaLocalnet({ rpcUrl: ${quote(network.rpcUrl)} })` : 'solanaLocalnet()'
  }
  return [
    'defineNetwork({',
    `      id: ${network.chainId},`,
    "      chainNamespace: 'eip155',",
    `      name: ${quote(`Local chain ${network.chainId}`)},`,
    "      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },",
    "      assets: { imageId: 'ethereum' },",
    `      rpcUrls: { default: { http: [${quote(network.rpcUrl)}] } },`,
    '      testnet: true,',
    '    })',
  ].join('\n')
}

/**
 * A plugin's options in the composed config, when the starter needs some: siwx keeps its sessions on the
 * services, whose token the starter's protected endpoint checks (templates/vite-react/server).
 */
const pluginCall = (plugin: PluginChoice, apiUrl: string | undefined) =>
  plugin.name === 'siwx' && apiUrl
    ? `${plugin.exportName}({ sessions: 'services' })`
    : `${plugin.exportName}()`

/** The text of a typed `appkit.config.ts` built from the chosen plugins and networks (no header). */
export function composeConfig({ projectId, apiUrl, plugins, networks }: ComposeConfigParameters): string {
  const networkImports = [
    ...(networks.some((network) => network.kind === 'local') ? ['defineNetwork'] : []),
    ...(networks.some((network) => network.kind === 'solanaLocal') ? ['solanaLocalnet'] : []),
    ...networks.flatMap((network) => (network.kind === 'import' ? [network.exportName] : [])),
  ].sort()
  const lines = ["import { defineConfig } from 'walletdock'"]
  if (networkImports.length) lines.push(`import { ${networkImports.join(', ')} } from 'walletdock/networks'`)
  for (const plugin of plugins) lines.push(`import { ${plugin.exportName} } from ${quote(plugin.specifier)}`)
  lines.push('', 'export default defineConfig({', `  projectId: ${quote(projectId)},`, '  networks: [')
  for (const network of networks) lines.push(`    ${networkExpression(network)},`)
  lines.push('  ],')
  lines.push(`  plugins: [${plugins.map((plugin) => pluginCall(plugin, apiUrl)).join(', ')}],`)
  if (apiUrl) lines.push(`  endpoints: { api: ${quote(apiUrl)} },`)
  lines.push('})', '')
  return lines.join('\n')
}
