import type { Account, Address, Chain, Transport, WalletClient } from 'viem'
import { providerError } from '../providerError.js'
import type { ProviderSource } from '../types.js'
import { providerOf } from './providerOf.js'

export type ConnectedWalletClient = WalletClient<Transport, Chain | undefined, Account>

/**
 * A viem wallet client over the connected wallet, for the helpers. viem's wallet actions load on
 * first use (dynamic import), so the start-up bundle stays small.
 */
export async function walletClientOf(
  source: ProviderSource,
  account?: Address,
): Promise<ConnectedWalletClient> {
  const provider = providerOf(source)
  const { createWalletClient, custom } = await import('viem')
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

/** Runs a wallet request and maps a wallet error to the kernel's typed provider errors. */
export async function mapped<value>(run: () => Promise<value>): Promise<value> {
  try {
    return await run()
  } catch (error) {
    throw providerError(error)
  }
}
