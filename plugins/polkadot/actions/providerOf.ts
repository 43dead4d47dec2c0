import type { PolkadotProvider, PolkadotProviderSource } from '../types.js'

/**
 * The Polkadot provider behind a source, for the helpers; its code (and the errors it throws) loads on a helper's
 * first call (the user acted), never with the app's first bundle.
 */
export async function providerOf(source: PolkadotProviderSource): Promise<PolkadotProvider> {
  const { connectedProvider } = await import('./connectedProvider.js')
  return connectedProvider(source)
}
