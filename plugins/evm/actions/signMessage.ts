import type { Address, Hex, SignableMessage } from 'viem'
import type { ProviderErrorReturnType } from '../providerError.js'
import type { ProviderSource } from '../types.js'
import { mapped, walletClientOf } from './walletClientOf.js'

export type SignMessageParameters = { message: SignableMessage; account?: Address | undefined }
export type SignMessageReturnType = Hex
export type SignMessageErrorType = ProviderErrorReturnType

/** Signs a message with the connected wallet (personal_sign). */
export function signMessage(
  source: ProviderSource,
  { message, account }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  return mapped(async () => {
    const client = await walletClientOf(source, account)
    return client.signMessage({ message })
  })
}
