import { defineConfig } from 'appkit'
import { defineNetwork } from 'appkit/networks'

export default defineConfig({
  projectId: 'appkit-dev-project',
  metadata: {
    name: 'appkit starter',
    description: 'A React app with a wallet-connection modal',
    url: 'http://127.0.0.1:5173',
    icons: [],
  },
  networks: [
    defineNetwork({
      id: 31337,
      chainNamespace: 'eip155',
      name: 'Local chain',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      testnet: true,
    }),
  ],
})
