import type { Address, Hex } from 'viem'
import type { ProviderErrorReturnType } from '../providerError.js'
import type { ProviderSource } from '../types.js'
import { providerOf } from './providerOf.js'
import { withWalletClient } from './withWalletClient.js'

export type EstimateGasParameters = {
  to?: Address | undefined
  value?: bigint | undefined
  data?: Hex | undefined
  account?: Address | undefined
}
export type EstimateGasReturnType = bigint
export type EstimateGasErrorType = ProviderErrorReturnType

/** Estimates the gas of a transaction from the connected account (eth_estimateGas via the wallet). */
export function estimateGas(
  source: ProviderSource,
  { account, ...request }: EstimateGasParameters,
): Promise<EstimateGasReturnType> {
  return withWalletClient(source, account, async (wallet) => {
    const { createPublicClient, custom } = await import('../viemClients.js')
    const client = createPublicClient({ transport: custom(providerOf(source)) })
    return client.estimateGas({ ...request, account: wallet.account })
  })
}
