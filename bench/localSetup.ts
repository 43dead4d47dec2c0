import { defineNetwork, solanaLocalnet } from 'walletdock/networks'
import { BENCH_API_URL } from './benchProject.js'

export { BENCH_PROJECT_ID } from './benchProject.js'

// The every-plugin app runs on local chains (the dev wallet lists itself only there). Nothing listens on the
// chains' URLs, the relay's or the secure site's: a request to any of them before the click counts as a request
// in the bench. The services API answers (bench/benchApi.ts), as a deployment's does.
export const benchNetworks = [
  defineNetwork({
    id: 31337,
    chainNamespace: 'eip155',
    name: 'Local chain 31337',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:4545'] } },
    testnet: true,
  }),
  solanaLocalnet(),
]

export const benchEndpoints = {
  api: BENCH_API_URL,
  relay: 'ws://127.0.0.1:4002',
  secureSite: 'http://127.0.0.1:4003',
}
