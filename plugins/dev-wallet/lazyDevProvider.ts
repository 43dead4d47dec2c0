import type { Network } from 'walletdock/plugin'
import type { DevProvider } from './createDevProvider.js'

type Listener = Parameters<DevProvider['on']>[1]

/**
 * The dev wallet's EIP-1193 provider as the page sees it from the start (announced through EIP-6963);
 * its code (and callJsonRpc's, with zod) loads on the first request, which comes once the person chose the
 * wallet. Calls keep their order. Listeners given before that (a wagmi app's connectors subscribe as the page
 * starts) wait here and are handed to the provider when it loads: it emits nothing before its first request.
 */
export function lazyDevProvider(networks: Network[]): DevProvider {
  let provider: Promise<DevProvider> | undefined
  let loaded: DevProvider | undefined
  const waiting = new Map<string, Set<Listener>>()
  const load = () => {
    provider ??= import('./createDevProvider.js').then((module) => {
      const made = module.createDevProvider(networks)
      for (const [event, listeners] of waiting) for (const listener of listeners) made.on(event, listener)
      waiting.clear()
      loaded = made
      return made
    })
    return provider
  }
  return {
    request: (args) => load().then((made) => made.request(args)),
    on(event, listener) {
      if (loaded) return loaded.on(event, listener)
      const listeners = waiting.get(event) ?? new Set()
      listeners.add(listener)
      waiting.set(event, listeners)
    },
    removeListener(event, listener) {
      if (loaded) return loaded.removeListener(event, listener)
      waiting.get(event)?.delete(listener)
    },
  }
}
