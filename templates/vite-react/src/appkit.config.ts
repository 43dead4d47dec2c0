import { defineConfig } from 'walletdock'
import { defineNetwork } from 'walletdock/networks'
import { evm } from 'walletdock/plugins/evm'

// The demo's config: `npm run demo` passes the local stack's URLs as VITE_APPKIT_* (appkit init writes its own).
const env = import.meta.env
const rpcUrls: Record<string, string> = JSON.parse(env.VITE_APPKIT_RPC_URLS ?? '{}')
const localChain = (id: number) =>
  defineNetwork({
    id,
    chainNamespace: 'eip155',
    name: `Local chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    // An anvil chain stands in for Ethereum: its mark (the services' getAssetImage).
    assets: { imageId: 'ethereum' },
    rpcUrls: { default: { http: [rpcUrls[`eip155:${id}`] ?? `http://127.0.0.1:${4545 + id - 31337}`] } },
    testnet: true,
  })

export default defineConfig({
  projectId: env.VITE_APPKIT_PROJECT_ID ?? 'appkit-dev-project',
  metadata: {
    name: 'appkit starter',
    description: 'A React app with a wallet-connection modal',
    url: 'http://127.0.0.1:5173',
    icons: [],
  },
  networks: [localChain(31337), localChain(31338)],
  plugins: [evm()],
  endpoints: { api: env.VITE_APPKIT_API_URL ?? 'http://127.0.0.1:4000' },
})
