import type { GetCallsStatusReturnType as ViemGetCallsStatusReturnType } from 'viem'
import type { ProviderErrorReturnType } from '../providerError.js'
import type { ProviderSource } from '../types.js'
import { withWalletClient } from './withWalletClient.js'

export type GetCallsStatusParameters = { id: string }
export type GetCallsStatusReturnType = ViemGetCallsStatusReturnType
export type GetCallsStatusErrorType = ProviderErrorReturnType

/** EIP-5792 wallet_getCallsStatus of a batch sent with sendCalls. */
export function getCallsStatus(
  source: ProviderSource,
  { id }: GetCallsStatusParameters,
): Promise<GetCallsStatusReturnType> {
  return withWalletClient(source, undefined, async (client) => {
    return client.getCallsStatus({ id })
  })
}
