import type { ConnectBeforeRequestError, ProviderErrorFromCodeReturnType } from 'walletdock/errors'
import type { SolanaProviderSource } from '../types.js'
import { providerOf } from './providerOf.js'

export type SignMessageParameters = { message: string | Uint8Array }
/** The 64-byte ed25519 signature. */
export type SignMessageReturnType = Uint8Array
export type SignMessageErrorType = ConnectBeforeRequestError | ProviderErrorFromCodeReturnType | Error

/** Signs a message (a string is signed as its UTF-8 bytes) with the connected Solana wallet. */
export async function signMessage(
  source: SolanaProviderSource,
  { message }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  return (await providerOf(source)).signMessage(bytes)
}
