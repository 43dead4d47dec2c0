import { defineConfig } from 'walletdock'
import { defineNetwork, solanaLocalnet } from 'walletdock/networks'
import { activity } from 'walletdock/plugins/activity'
import { devWallet } from 'walletdock/plugins/dev-wallet'
import { evm } from 'walletdock/plugins/evm'
import { names } from 'walletdock/plugins/names'
import { nfts } from 'walletdock/plugins/nfts'
import { onramp } from 'walletdock/plugins/onramp'
import { receive } from 'walletdock/plugins/receive'
import { send } from 'walletdock/plugins/send'
import { solana } from 'walletdock/plugins/solana'
import { swaps } from 'walletdock/plugins/swaps'
import { tokens } from 'walletdock/plugins/tokens'

// The demo's config: the starter app against the local stack `npm run demo` starts (URLs from its env).
const env = (import.meta as unknown as { env: Record<string, string | undefined> }).env
const rpcUrls = JSON.parse(env.VITE_APPKIT_RPC_URLS ?? '{}') as Record<string, string>
const local = JSON.parse(env.VITE_APPKIT_SOLANA ?? '{}') as {
  rpcUrl?: string
  wsUrl?: string
  accounts?: { address: string; devOnlySecretKey: string }[]
}

export default defineConfig({
  projectId: env.VITE_APPKIT_PROJECT_ID ?? 'appkit-dev-project',
  metadata: {
    name: 'appkit demo',
    description: 'The starter app against the local stack',
    url: location.origin,
    icons: [],
  },
  networks: [
    ...Object.entries(rpcUrls).map(([caipNetworkId, url]) =>
      defineNetwork({
        id: Number(caipNetworkId.split(':')[1]),
        chainNamespace: 'eip155',
        name: `Local chain ${caipNetworkId.split(':')[1]}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        // An anvil chain stands in for Ethereum: its mark (the services' getAssetImage).
        assets: { imageId: 'ethereum' },
        rpcUrls: { default: { http: [url] } },
        testnet: true,
      }),
    ),
    solanaLocalnet({ rpcUrl: local.rpcUrl, wsUrl: local.wsUrl }),
  ],
  endpoints: { api: env.VITE_APPKIT_API_URL },
  plugins: [
    evm(),
    solana(),
    devWallet({ solana: { accounts: local.accounts ?? [] } }),
    tokens(),
    send(),
    receive(),
    names(),
    // Buy crypto: the stack's on-ramp API and its sandbox provider (port base + 9).
    onramp(),
    nfts(),
    activity(),
    // Swap: the convert API on Uniswap v2 on the stack's chains.
    swaps(),
  ],
})
