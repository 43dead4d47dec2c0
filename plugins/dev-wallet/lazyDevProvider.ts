import type { Network } from 'walletdock/plugin'
import type { DevProvider } from './createDevProvider.js'

/**
 * The dev wallet's EIP-1193 provider as the page sees it from the start (announced through EIP-6963);
 * its code loads on the first call, which comes once the person chose the wallet. Calls keep their order.
 */
export function lazyDevProvider(networks: Network[]): DevProvider {
  let provider: Promise<DevProvider> | undefined
  const load = () =>
    (provider ??= import('./createDevProvider.js').then((module) => module.createDevProvider(networks)))
  const listeners =
    (method: 'on' | 'removeListener'): DevProvider['on'] =>
    (event, listener) => {
      load().then(
        (loaded) => loaded[method](event, listener),
        () => undefined,
      )
    }
  return {
    request: (args) => load().then((loaded) => loaded.request(args)),
    on: listeners('on'),
    removeListener: listeners('removeListener'),
  }
}
