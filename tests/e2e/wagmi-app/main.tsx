// An app written against wagmi's own hooks, with the walletdock modal and the wagmi bridge added: what
// docs/migrate-from-appkit.md ports. Its chains are the EVM e2e host's two anvils.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type Address, defineChain, erc20Abi, formatEther, parseEther, parseUnits } from 'viem'
import {
  createConfig,
  http,
  injected,
  useAccount,
  useBalance,
  useConnect,
  useConnectors,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
  useWriteContract,
  WagmiProvider,
} from 'wagmi'
import { createAppKit } from 'walletdock'
import { evm } from 'walletdock/plugins/evm'
import { wagmi } from 'walletdock/plugins/wagmi'
import { AppKitButton } from 'walletdock/react'
import { localNetworks } from '../../fixtures/evmNetworks.js'
import { EVM_E2E_RPC_URLS } from '../app/constants.js'
import { localStorageAccess, mountHostPage } from '../hostPage.js'

const [firstRpc = '', secondRpc = ''] = EVM_E2E_RPC_URLS
const chain = (id: number, rpcUrl: string) =>
  defineChain({
    id,
    name: `Anvil ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
const first = chain(31337, firstRpc)
const second = chain(31338, secondRpc)

// The app's wagmi config, as it was before the modal: only the bridge plugin below is new.
const config = createConfig({
  chains: [first, second],
  connectors: [injected()],
  multiInjectedProviderDiscovery: false,
  transports: { [first.id]: http(firstRpc), [second.id]: http(secondRpc) },
})
const appKit = createAppKit(
  { projectId: 'e2e-wagmi', networks: localNetworks(EVM_E2E_RPC_URLS), plugins: [evm(), wagmi({ config })] },
  { storage: localStorageAccess },
)
const queryClient = new QueryClient()
/** anvil's fifth dev account. */
const RECIPIENT = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const token = new URLSearchParams(location.search).get('token') as Address | null

function App() {
  const account = useAccount()
  const balance = useBalance({ address: account.address })
  const connect = useConnect()
  const connectors = useConnectors()
  const sign = useSignMessage()
  const send = useSendTransaction()
  const switchChain = useSwitchChain()
  const write = useWriteContract()
  const error = [sign, send, switchChain, write, connect].find((hook) => hook.error)?.error
  return (
    <main>
      <AppKitButton />
      <button
        type="button"
        onClick={() => {
          const connector = connectors.find((entry) => entry.id === 'injected')
          if (connector) connect.mutate({ connector })
        }}
      >
        Connect with wagmi
      </button>
      <button type="button" onClick={() => sign.mutate({ message: 'hello wagmi' })}>
        Sign message
      </button>
      <button type="button" onClick={() => send.mutate({ to: RECIPIENT, value: parseEther('0.01') })}>
        Send 0.01 ETH
      </button>
      <button
        type="button"
        onClick={() =>
          token &&
          write.mutate({
            address: token,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [RECIPIENT, parseUnits('5', 18)],
          })
        }
      >
        Transfer 5 tokens
      </button>
      <button type="button" onClick={() => switchChain.mutate({ chainId: second.id })}>
        Switch to chain 31338
      </button>
      <output aria-label="wagmi address">{account.address ?? ''}</output>
      <output aria-label="wagmi status">{account.status}</output>
      <output aria-label="wagmi connector">{account.connector?.id ?? ''}</output>
      <output aria-label="wagmi chain">{account.chainId ?? ''}</output>
      <output aria-label="wagmi balance">{balance.data ? formatEther(balance.data.value) : ''}</output>
      <output aria-label="Signature">{sign.data ?? ''}</output>
      <output aria-label="Transaction hash">{send.data ?? ''}</output>
      <output aria-label="Transfer hash">{write.data ?? ''}</output>
      <output aria-label="Error">{error ? `${error.name}: ${error.message}` : ''}</output>
    </main>
  )
}

function WithWagmi() {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </WagmiProvider>
  )
}

mountHostPage(appKit, WithWagmi)
