import type { Network } from 'walletdock/plugin'
import type { DevProvider, DevProviderListeners } from './createDevProvider.js'

/**
 * The dev wallet's EIP-1193 provider as the page sees it from the start (announced through EIP-6963);
 * its code (and callJsonRpc's, with zod) loads on the first request, which comes once the person chose the
 * wallet. Calls keep their order. Listeners need no code: a wagmi app's connectors subscribe as the page
 * starts, and the provider, once loaded, emits to the same listeners.
 */
export function lazyDevProvider(networks: Network[]): DevProvider {
  let provider: Promise<DevProvider> | undefined
  const listeners: DevProviderListeners = new Map()
  const load = () =>
    (provider ??= import('./createDevProvider.js').then((module) =>
      module.createDevProvider(networks, listeners),
    ))
  return {
    request: (args) => load().then((loaded) => loaded.request(args)),
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
