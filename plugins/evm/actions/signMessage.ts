import type { Address, Hex, SignableMessage } from 'viem'
import type { ProviderErrorReturnType } from '../providerError.js'
import type { ProviderSource } from '../types.js'
import { withWalletClient } from './withWalletClient.js'

export type SignMessageParameters = { message: SignableMessage; account?: Address | undefined }
export type SignMessageReturnType = Hex
export type SignMessageErrorType = ProviderErrorReturnType

/** Signs a message with the connected wallet (personal_sign). */
export function signMessage(
  source: ProviderSource,
  { message, account }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  return withWalletClient(source, account, async (client) => {
    return client.signMessage({ message })
  })
}
