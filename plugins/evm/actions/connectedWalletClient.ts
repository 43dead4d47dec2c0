import type { Account, Address, Chain, Transport, WalletClient } from 'viem'
import { providerError } from '../providerError.js'
import type { ProviderSource } from '../types.js'
import { providerOf } from './providerOf.js'

export type ConnectedWalletClient = WalletClient<Transport, Chain | undefined, Account>

/** A viem wallet client over the connected wallet (loaded with runWithWalletClient on a helper's first call). */
export async function connectedWalletClient(
  source: ProviderSource,
  account?: Address,
): Promise<ConnectedWalletClient> {
  const provider = providerOf(source)
  const { createWalletClient, custom } = await import('../viemClients.js')
  let address = account
  if (!address) {
    const accounts = (await provider.request({ method: 'eth_accounts' }).catch((error: unknown) => {
      throw providerError(error)
    })) as Address[]
    address = accounts[0]
  }
  if (!address) throw providerError({ code: 4100, message: 'No authorized account' })
  return createWalletClient({ account: address, transport: custom(provider) })
}
