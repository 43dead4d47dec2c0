import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppKit, defineConfig } from 'walletdock'
import { defineNetwork } from 'walletdock/networks'
import { evm } from 'walletdock/plugins/evm'
import { AppKitButton, AppKitProvider, useAppKitAccount } from 'walletdock/react'
import { cosmosWallets, greeter } from 'walletdock-plugin-greeter'

// A host app as a third party writes it: walletdock and a plugin from npm. The query string gives the
// test's chain (?rpc=) and the modal's language (?locale=).
const params = new URLSearchParams(location.search)
const localChain = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Local chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [params.get('rpc') ?? 'http://127.0.0.1:8545'] } },
  testnet: true,
})
// A network of the plugin's own namespace: `cosmos` type-checks through the plugin's PluginNamespaces merge.
const cosmosHub = defineNetwork({
  id: 'cosmoshub-4',
  chainNamespace: 'cosmos',
  name: 'Cosmos Hub',
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['https://cosmos-rpc.example.com'] } },
})

const appKit = createAppKit(
  defineConfig({
    projectId: 'oot-plugin-host',
    metadata: { name: 'Greeter host', description: 'A third-party plugin', url: location.origin, icons: [] },
    networks: [localChain, cosmosHub],
    locale: params.get('locale') ?? 'en',
    plugins: [evm(), greeter(), cosmosWallets()],
  }),
)

const root = document.getElementById('root')
if (!root) throw new Error('index.html needs an element with id "root"')
/** The active account's CAIP-10 address, as the host reads it. */
function CaipAddress() {
  const { caipAddress } = useAppKitAccount()
  return <output data-caip-address>{caipAddress ?? ''}</output>
}

createRoot(root).render(
  <StrictMode>
    <AppKitProvider appKit={appKit}>
      <AppKitButton />
      <CaipAddress />
    </AppKitProvider>
  </StrictMode>,
)
