import type { Address } from 'viem'
import type { ProviderSource } from '../types.js'
import type { ConnectedWalletClient } from './connectedWalletClient.js'

/**
 * Runs a helper's request on a viem wallet client over the connected wallet, a wallet error mapped to
 * the kernel's typed provider errors. The client code, viem and the error mapping load in one chunk
 * on a helper's first call (the user acted), never with the app's first bundle.
 */
export async function withWalletClient<value>(
  source: ProviderSource,
  account: Address | undefined,
  run: (client: ConnectedWalletClient) => Promise<value>,
): Promise<value> {
  const { runWithWalletClient } = await import('./runWithWalletClient.js')
  return runWithWalletClient(source, account, run)
}
