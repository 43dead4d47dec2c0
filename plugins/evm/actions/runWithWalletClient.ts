import type { Address } from 'viem'
import { providerError } from '../providerError.js'
import type { ProviderSource } from '../types.js'
import { type ConnectedWalletClient, connectedWalletClient } from './connectedWalletClient.js'

/** withWalletClient's loaded half: the client, the request, and the wallet's error as a typed provider error. */
export async function runWithWalletClient<value>(
  source: ProviderSource,
  account: Address | undefined,
  run: (client: ConnectedWalletClient) => Promise<value>,
): Promise<value> {
  try {
    return await run(await connectedWalletClient(source, account))
  } catch (error) {
    throw providerError(error)
  }
}
