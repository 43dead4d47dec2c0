import { ProviderRpcError } from 'walletdock/errors'
import type { NativeCurrency } from 'walletdock/plugin'
import { describeRequest, type RequestDescription } from './describeRequest.js'
import type { FrameClient } from './frameClient.js'
import { rpcMethodKind } from './protocol/rpcMethods.js'
import { providerErrorOf } from './providerErrorOf.js'

type RequestArguments = { method: string; params?: unknown }
/** EIP-1193 code of a method the wallet does not support. */
export const UNSUPPORTED_METHOD = 4200

/**
 * The EIP-1193 provider of the embedded wallet: reads about the account answer here, other requests go
 * to the frame (RPC_REQUEST); an unsafe one goes through ApproveTransaction, where the frame's own
 * approval panel waits for the person.
 */
export function createFrameProvider(parameters: {
  frame: () => Promise<FrameClient>
  address: () => string | undefined
  chainId: () => number | undefined
  rpcUrl: (chainId: number | undefined) => string | undefined
  /** The chain's native currency (symbol and decimals), for amounts in ApproveTransaction. */
  currency: (chainId: number | undefined) => NativeCurrency | undefined
  /** Runs an unsafe request while ApproveTransaction shows it (the approval flow). */
  approve<T>(description: RequestDescription, send: () => Promise<T>): Promise<T>
  /** A method neither safe nor unsafe was refused (the UI says 'Action not allowed'). */
  onNotAllowed: (method: string) => void
}) {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  return {
    emit,
    async request({ method, params }: RequestArguments): Promise<unknown> {
      const address = parameters.address()
      const chainId = parameters.chainId()
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return address ? [address] : []
      if (method === 'eth_chainId' && chainId !== undefined) return `0x${chainId.toString(16)}`
      const kind = rpcMethodKind(method)
      if (kind === 'not-allowed') {
        parameters.onNotAllowed(method)
        throw new ProviderRpcError('Requested RPC call is not allowed', { code: UNSUPPORTED_METHOD })
      }
      const frame = await parameters.frame()
      const payload = {
        method,
        params,
        chainId,
        chainNamespace: 'eip155' as const,
        rpcUrl: parameters.rpcUrl(chainId),
      }
      if (kind === 'safe') return (await frame.request('RPC_REQUEST', payload)).result
      try {
        return await parameters.approve(
          describeRequest(method, params, parameters.currency(chainId)),
          async () => (await frame.request('RPC_REQUEST', payload)).result,
        )
      } catch (error) {
        throw providerErrorOf(error)
      }
    },
    on(event: string, listener: (...args: unknown[]) => void) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event: string, listener: (...args: unknown[]) => void) {
      listeners.get(event)?.delete(listener)
    },
  }
}
