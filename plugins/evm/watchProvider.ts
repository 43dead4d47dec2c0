import type { EIP1193Provider } from './types.js'

/** Methods whose answer is something mined later: a transaction hash or an EIP-5792 batch id. */
const SENDING_METHODS = new Set(['eth_sendTransaction', 'eth_sendRawTransaction', 'wallet_sendCalls'])

export type WatchProviderParameters = {
  provider: EIP1193Provider
  /** Every request the app sends through getProvider('eip155') (the kernel's `request` hook). */
  onRequest?(request: { method: string; params?: unknown }): void
  /** A transaction was sent: the plugin waits for it and refreshes the balance. */
  onSent?(request: { method: string; result: unknown }): void
}
export type WatchProviderReturnType = EIP1193Provider

/**
 * The wallet's provider as the app gets it: the same EIP-1193 object, with requests reported so a
 * sent transaction refreshes the balance once mined (spec: on success the balance is refreshed).
 */
export function watchProvider({
  provider,
  onRequest,
  onSent,
}: WatchProviderParameters): WatchProviderReturnType {
  const request = (async (args: { method: string; params?: unknown }) => {
    onRequest?.(args)
    const result = await provider.request(args as never)
    if (SENDING_METHODS.has(args.method)) onSent?.({ method: args.method, result })
    return result
  }) as EIP1193Provider['request']
  // A proxy, so every other method still runs on the wallet's own object (some use private fields).
  return new Proxy(provider, {
    get(target, key) {
      if (key === 'request') return request
      const value: unknown = Reflect.get(target, key, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
