import { ConnectBeforeRequestError } from '../errors/rpc.js'
import type { ChainNamespace } from '../namespaces.js'
import type { CaipNetwork } from '../store/types.js'
import { defineServiceKey, type ServiceKey, type ServiceRegistry } from './serviceKeys.js'

/** What is moved: the network's native currency (no address) or a token contract's (its address). */
export type TransferToken = {
  symbol: string
  decimals: number
  /** The token's contract (eip155) or mint (solana); absent for the native currency. */
  address?: string | undefined
}

/** One transfer of `amount` (in the token's smallest unit) from the connected account to `to`. */
export type TransferRequest = {
  caipNetwork: CaipNetwork
  from: string
  to: string
  token: TransferToken
  amount: bigint
}

/** A transfer as its builder gets it: with the namespace's provider (the connected wallet's), read when called. */
export type TransferCall = TransferRequest & { provider: unknown }

/**
 * How a namespace moves value: a namespace plugin (evm, solana, and later others) contributes one with
 * `ctx.transfers.provide(builder)`; a feature that sends uses it through `ctx.transfers.of(namespace)`.
 * Keep the heavy code (a chain SDK) behind `import()` inside the methods.
 */
export type TransferBuilder = {
  namespace: ChainNamespace
  /** Whether `address` is an account address of this namespace. */
  isAddress(address: string): boolean
  /** The network fee the transfer would cost, in the native currency's smallest unit. */
  estimateFee(call: TransferCall): Promise<bigint>
  /** Asks the wallet to sign and send the transfer; resolves its id (a hash or a signature). */
  send(call: TransferCall): Promise<string>
  /** Resolves once the sent transfer is final on the chain (optional). */
  waitForConfirmation?: ((call: TransferCall, id: string) => Promise<void>) | undefined
  /** The explorer page of a sent transfer, when the network has an explorer. */
  transactionUrl(network: CaipNetwork, id: string): string | undefined
}

/** A builder bound to the namespace's connected wallet. */
export type Transfers = {
  isAddress(address: string): boolean
  estimateFee(request: TransferRequest): Promise<bigint>
  send(request: TransferRequest): Promise<string>
  waitForConfirmation(request: TransferRequest, id: string): Promise<void>
  transactionUrl(network: CaipNetwork, id: string): string | undefined
}

/** What a name (or any text a person types as a receiver) resolves to. */
export type ReceiverProfile = { address: string; name?: string | undefined; image?: string | undefined }

/**
 * Turns what a person typed as a receiver into an address: a plugin that knows names contributes one
 * with `ctx.transfers.provideReceiverResolver(resolver)`. Resolves undefined for text it does not know.
 */
export type ReceiverResolver = {
  resolve(
    input: string,
    namespace: ChainNamespace,
    signal?: AbortSignal,
  ): Promise<ReceiverProfile | undefined>
}

/** The transfer contribution point of `ctx` (setup). */
export type TransferAccess = {
  provide(builder: TransferBuilder): () => void
  /** The namespace's transfers, or undefined when no plugin contributes a builder for it. */
  of(namespace: ChainNamespace): Transfers | undefined
  provideReceiverResolver(resolver: ReceiverResolver): () => void
  receiverResolver(): ReceiverResolver | undefined
}

/**
 * The instance's builder key of each namespace (a plugin may add namespaces, so they are made on first
 * need), kept in the instance's own registry: nothing is shared between instances.
 */
const BUILDER_KEYS = defineServiceKey<Map<ChainNamespace, ServiceKey<TransferBuilder>>>('transfers:keys')
const RESOLVER_KEY = defineServiceKey<ReceiverResolver>('transfers:receiverResolver')

export type TransferAccessParameters = {
  services: Pick<ServiceRegistry, 'provide' | 'use' | 'has'>
  /** The namespace's provider now (the connected wallet's). */
  providerOf(namespace: ChainNamespace): unknown
  track(dispose: () => void): () => void
}

/** Builds `ctx.transfers` on the instance's service registry (one builder per namespace). */
export function transferAccessOf({ services, providerOf, track }: TransferAccessParameters): TransferAccess {
  const builderKey = (namespace: ChainNamespace) => {
    if (!services.has(BUILDER_KEYS)) services.provide(BUILDER_KEYS, new Map())
    const keys = services.use(BUILDER_KEYS)
    const key = keys.get(namespace) ?? defineServiceKey<TransferBuilder>(`transfers:${namespace}`)
    keys.set(namespace, key)
    return key
  }
  return {
    provide: (builder) => track(services.provide(builderKey(builder.namespace), builder)),
    of(namespace) {
      const key = builderKey(namespace)
      if (!services.has(key)) return undefined
      const builder = services.use(key)
      const call = (request: TransferRequest): TransferCall => {
        const provider = providerOf(namespace)
        if (!provider) throw new ConnectBeforeRequestError()
        return { ...request, provider }
      }
      return {
        isAddress: (address) => builder.isAddress(address),
        estimateFee: async (request) => builder.estimateFee(call(request)),
        send: async (request) => builder.send(call(request)),
        waitForConfirmation: async (request, id) => builder.waitForConfirmation?.(call(request), id),
        transactionUrl: (network, id) => builder.transactionUrl(network, id),
      }
    },
    provideReceiverResolver: (resolver) => track(services.provide(RESOLVER_KEY, resolver)),
    receiverResolver: () => (services.has(RESOLVER_KEY) ? services.use(RESOLVER_KEY) : undefined),
  }
}
