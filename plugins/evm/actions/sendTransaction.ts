import type { Address, Hex } from 'viem'
import type { ProviderErrorReturnType } from '../providerError.js'
import type { ProviderSource } from '../types.js'
import { withWalletClient } from './withWalletClient.js'

export type SendTransactionParameters = {
  to: Address
  value?: bigint | undefined
  data?: Hex | undefined
  gas?: bigint | undefined
  account?: Address | undefined
}
export type SendTransactionReturnType = Hex
export type SendTransactionErrorType = ProviderErrorReturnType

/** Sends a transaction through the connected wallet (eth_sendTransaction); resolves the hash. */
export function sendTransaction(
  source: ProviderSource,
  { account, ...request }: SendTransactionParameters,
): Promise<SendTransactionReturnType> {
  return withWalletClient(source, account, async (client) => {
    return client.sendTransaction({ ...request, chain: null })
  })
}
