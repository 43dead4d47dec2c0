import type { SolanaProvider, SolanaProviderSource } from '../types.js'

/**
 * The Solana provider behind a source, for the helpers. Its code (and the errors it throws) loads on
 * a helper's first call (the user acted), never with the app's first bundle.
 */
export async function providerOf(source: SolanaProviderSource): Promise<SolanaProvider> {
  const { connectedProvider } = await import('./connectedProvider.js')
  return connectedProvider(source)
}
