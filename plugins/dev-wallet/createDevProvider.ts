import { callJsonRpc, type Network } from 'walletdock/plugin'
import { DevProviderError } from './devProviderError.js'

type Listener = (...args: unknown[]) => void
/** The provider's listeners by event. */
export type DevProviderListeners = Map<string, Set<Listener>>
export type RequestArguments = { method: string; params?: unknown }

export type DevProvider = {
  request(args: RequestArguments): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
}

/**
 * An EIP-1193 provider over the local chains' JSON-RPC. Local nodes (anvil) hold unlocked dev accounts,
 * so eth_sendTransaction, personal_sign and eth_signTypedData_v4 are signed by the node itself. A node's
 * error answer rejects with its code (RpcResponseError, from callJsonRpc). `listeners` may hold listeners given
 * before it was made (lazyDevProvider's).
 */
export function createDevProvider(
  networks: Network[],
  listeners: DevProviderListeners = new Map(),
): DevProvider {
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  let current = networks[0]
  if (!current) throw new Error('dev-wallet needs at least one local eip155 network')

  async function rpc(method: string, params: unknown = []): Promise<unknown> {
    const url = current?.rpcUrls.default.http[0]
    if (!url) throw new DevProviderError('The current network has no RPC URL', 4900)
    return callJsonRpc({ url, method, params })
  }

  const hexChainId = () => `0x${Number(current?.id).toString(16)}`

  return {
    async request({ method, params }) {
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return rpc('eth_accounts')
        case 'eth_chainId':
          return hexChainId()
        case 'wallet_switchEthereumChain': {
          const [{ chainId }] = params as [{ chainId: string }]
          const target = networks.find((network) => Number(network.id) === Number(chainId))
          if (!target) throw new DevProviderError(`Unrecognized chain ID "${chainId}"`, 4902)
          current = target
          emit('chainChanged', hexChainId())
          return null
        }
        case 'wallet_addEthereumChain':
          throw new DevProviderError('The dev wallet only knows the configured local chains', 4200)
        case 'wallet_revokePermissions':
          return null
        default:
          return rpc(method, params)
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
