import type { Address, WalletCapabilitiesRecord } from 'viem'
import type { ProviderErrorReturnType } from '../providerError.js'
import type { ProviderSource } from '../types.js'
import { withWalletClient } from './withWalletClient.js'

export type GetCapabilitiesParameters = { account?: Address | undefined; chainId?: number | undefined }
export type GetCapabilitiesReturnType = WalletCapabilitiesRecord | Record<string, unknown>
/** 4200 (UnsupportedProviderMethodError) when the wallet has no EIP-5792. */
export type GetCapabilitiesErrorType = ProviderErrorReturnType

/** EIP-5792 wallet_getCapabilities of the connected wallet. */
export function getCapabilities(
  source: ProviderSource,
  { account, chainId }: GetCapabilitiesParameters = {},
): Promise<GetCapabilitiesReturnType> {
  return withWalletClient(source, account, async (client) => {
    return client.getCapabilities(chainId === undefined ? {} : { chainId })
  })
}
