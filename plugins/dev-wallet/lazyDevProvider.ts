import type { Network } from 'walletdock/plugin'
import type { DevProvider } from './createDevProvider.js'

/**
 * The dev wallet's EIP-1193 provider as the page sees it from the start (announced through EIP-6963);
 * its code loads on the first call, which comes once the person chose the wallet. Calls keep their order.
 */
export function lazyDevProvider(networks: Network[]): DevProvider {
  let provider: Promise<DevProvider> | undefined
  const load = () => {
    provider ??= import('./createDevProvider.js').then((module) => module.createDevProvider(networks))
    return provider
  }
  return {
    request: (args) => load().then((loaded) => loaded.request(args)),
    on(event, listener) {
      load().then(
        (loaded) => loaded.on(event, listener),
        () => undefined,
      )
    },
    removeListener(event, listener) {
      load().then(
        (loaded) => loaded.removeListener(event, listener),
        () => undefined,
      )
    },
  }
}
