import type { Address, Hex } from 'viem'
import type { ProviderErrorReturnType } from '../providerError.js'
import type { ProviderSource } from '../types.js'
import { withWalletClient } from './withWalletClient.js'

export type SendCallsParameters = {
  calls: readonly { to: Address; value?: bigint | undefined; data?: Hex | undefined }[]
  chainId: number
  account?: Address | undefined
  capabilities?: Record<string, unknown> | undefined
}
export type SendCallsReturnType = { id: string; capabilities?: Record<string, unknown> | undefined }
export type SendCallsErrorType = ProviderErrorReturnType

/** EIP-5792 wallet_sendCalls: a batch of calls; resolves the id for getCallsStatus. */
export function sendCalls(
  source: ProviderSource,
  { calls, chainId, account, capabilities }: SendCallsParameters,
): Promise<SendCallsReturnType> {
  return withWalletClient(source, account, async (client) => {
    const chain = { id: chainId } as never
    return client.sendCalls({ calls: [...calls], chain, ...(capabilities ? { capabilities } : {}) } as never)
  })
}
