import { StrictMode, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { type Address, parseEther } from 'viem'
import { createAppKit } from 'walletdock'
import { BaseError, UserRejectedRequestError } from 'walletdock/errors'
import { evm } from 'walletdock/plugins/evm'
import {
  useSendTransaction,
  useSignMessage,
  useSignTypedData,
  useWriteContract,
} from 'walletdock/plugins/evm/react'
import {
  AppKitButton,
  AppKitProvider,
  useAppKitAccount,
  useAppKitNetwork,
  useSwitchNetwork,
} from 'walletdock/react'
import { localNetworks } from '../../fixtures/evmNetworks.js'
import { localStorageAccess } from '../hostPage.js'
import { EVM_E2E_RPC_URLS } from './constants.js'

// The action hooks as an app uses them: no module singleton in the components, only the provider's
// instance. Every state each hook goes through is kept in window.hookStates for the test.
const appKit = createAppKit(
  { projectId: 'e2e-hooks', networks: localNetworks(EVM_E2E_RPC_URLS), plugins: [evm()] },
  { storage: localStorageAccess },
)
const token = new URLSearchParams(location.search).get('token') as Address | null
const RECIPIENT = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const transferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const
const mail = {
  domain: { name: 'Hooks', version: '1', chainId: 31337 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'hello typed hooks' },
} as const

const states: Record<string, string[]> = {}
Object.assign(window, { hookStates: states })

type Shown = {
  status: string
  data: unknown
  error: Error | null
  mutate(variables: never): void
}

/** One hook's button and its state as text: `status|data|ErrorName typed`. */
function Action({ label, hook, run }: { label: string; hook: Shown; run: () => void }) {
  useEffect(() => {
    const seen = states[label] ?? []
    states[label] = seen
    if (seen.at(-1) !== hook.status) seen.push(hook.status)
  }, [label, hook.status])
  const data =
    typeof hook.data === 'object' && hook.data
      ? (hook.data as { caipNetworkId?: string }).caipNetworkId
      : hook.data
  const error = hook.error
    ? `${hook.error.name} ${hook.error instanceof BaseError ? 'typed' : 'untyped'}${hook.error instanceof UserRejectedRequestError ? ' rejected' : ''}`
    : ''
  return (
    <p>
      <button type="button" onClick={run}>
        {label}
      </button>
      <output aria-label={`${label} state`}>{`${hook.status}|${String(data ?? '')}|${error}`}</output>
    </p>
  )
}

function App() {
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const sign = useSignMessage()
  const send = useSendTransaction()
  const write = useWriteContract()
  const typed = useSignTypedData()
  const switcher = useSwitchNetwork()
  const unknownSwitch = useSwitchNetwork()
  return (
    <main>
      <AppKitButton />
      <output aria-label="Address">{account.address ?? ''}</output>
      <output aria-label="Network">{network.caipNetworkId}</output>
      <Action label="Sign message" hook={sign} run={() => sign.mutate({ message: 'hello hooks' })} />
      <Action
        label="Send 0.01 ETH"
        hook={send}
        run={() => send.mutate({ to: RECIPIENT, value: parseEther('0.01') })}
      />
      <Action
        label="Transfer 5 DTK"
        hook={write}
        run={() =>
          write.mutate({
            address: token as Address,
            abi: transferAbi,
            functionName: 'transfer',
            args: [RECIPIENT, 5n * 10n ** 18n],
          })
        }
      />
      <Action label="Sign typed data" hook={typed} run={() => typed.mutate(mail)} />
      <Action
        label="Switch to 31338"
        hook={switcher}
        run={() => switcher.mutate({ network: 'eip155:31338' })}
      />
      <Action
        label="Switch to 1"
        hook={unknownSwitch}
        run={() => unknownSwitch.mutate({ network: 'eip155:1' })}
      />
    </main>
  )
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <AppKitProvider appKit={appKit}>
        <App />
      </AppKitProvider>
    </StrictMode>,
  )
