import { defineChain } from 'viem'
import { type Config, createConfig, http, injected } from 'wagmi'

// The app's own wagmi config in the bench's wagmi apps (pluginSet.ts): built with and without the bridge,
// so what the bridge adds is the difference. Nothing listens on the RPC URL; wagmi makes no request
// before the app asks for one.
const local = defineChain({
  id: 31337,
  name: 'Local chain 31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:4545'] } },
})

export const wagmiConfig: Config = createConfig({
  chains: [local],
  connectors: [injected()],
  transports: { [local.id]: http() },
})
