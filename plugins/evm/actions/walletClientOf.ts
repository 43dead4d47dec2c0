import type { Address } from 'viem'
import type { ProviderSource } from '../types.js'
import type { ConnectedWalletClient } from './connectedWalletClient.js'

/**
 * A viem wallet client over the connected wallet, for the helpers. The client code, viem and the
 * error mapping load on a helper's first call (the user acted), never with the app's first bundle.
 */
export async function walletClientOf(
  source: ProviderSource,
  account?: Address,
): Promise<ConnectedWalletClient> {
  const { connectedWalletClient } = await import('./connectedWalletClient.js')
  return connectedWalletClient(source, account)
}

/** Runs a wallet request and maps a wallet error to the kernel's typed provider errors. */
export async function mapped<value>(run: () => Promise<value>): Promise<value> {
  try {
    return await run()
  } catch (error) {
    // Without the mapping code (its chunk did not load) the wallet's own error is thrown.
    throw await import('../providerError.js').then(
      ({ providerError }) => providerError(error),
      () => error,
    )
  }
}
