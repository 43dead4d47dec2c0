import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppKit, defineConfig } from 'walletdock'
import { defineNetwork } from 'walletdock/networks'
import { evm } from 'walletdock/plugins/evm'
import { AppKitButton, AppKitProvider } from 'walletdock/react'
import { greeter } from 'walletdock-plugin-greeter'

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

const appKit = createAppKit(
  defineConfig({
    projectId: 'oot-plugin-host',
    metadata: { name: 'Greeter host', description: 'A third-party plugin', url: location.origin, icons: [] },
    networks: [localChain],
    locale: params.get('locale') ?? 'en',
    plugins: [evm(), greeter()],
  }),
)

const root = document.getElementById('root')
if (!root) throw new Error('index.html needs an element with id "root"')
createRoot(root).render(
  <StrictMode>
    <AppKitProvider appKit={appKit}>
      <AppKitButton />
    </AppKitProvider>
  </StrictMode>,
)
