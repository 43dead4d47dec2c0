import type { Address, Hex } from 'viem'
import type { ProviderErrorReturnType } from '../providerError.js'
import type { ProviderSource } from '../types.js'
import { mapped, walletClientOf } from './walletClientOf.js'

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
  return mapped(async () => {
    const client = await walletClientOf(source, account)
    return client.sendTransaction({ ...request, chain: null })
  })
}
