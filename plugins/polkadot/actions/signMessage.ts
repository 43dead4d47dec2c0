import type { ConnectBeforeRequestError, ProviderErrorFromCodeReturnType } from 'walletdock/errors'
import type { PolkadotProviderSource } from '../types.js'
import { providerOf } from './providerOf.js'

export type SignMessageParameters = { message: string | Uint8Array }
/** The signature (0x hex, 64 bytes for sr25519 and ed25519) over the message wrapped in <Bytes>…</Bytes>. */
export type SignMessageReturnType = `0x${string}`
export type SignMessageErrorType = ConnectBeforeRequestError | ProviderErrorFromCodeReturnType | Error

const toHex = (bytes: Uint8Array) =>
  `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}` as const

/** Signs a message (a string as its UTF-8 bytes) with the connected Polkadot wallet's signRaw. */
export async function signMessage(
  source: PolkadotProviderSource,
  { message }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const provider = await providerOf(source)
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  const { signature } = await provider.signRaw({
    address: provider.address,
    data: toHex(bytes),
    type: 'bytes',
  })
  return signature
}
