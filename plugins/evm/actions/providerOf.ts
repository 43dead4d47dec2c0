import { ConnectBeforeRequestError } from 'walletdock/errors'
import type { EIP1193Provider, ProviderSource } from '../types.js'

/** The EIP-1193 provider behind a source (an AppKit instance or a provider); without one, connect first. */
export function providerOf(source: ProviderSource): EIP1193Provider {
  const provider =
    'request' in source && typeof source.request === 'function'
      ? source
      : (source as { getProvider(namespace: 'eip155'): unknown }).getProvider('eip155')
  if (!provider || typeof (provider as EIP1193Provider).request !== 'function')
    throw new ConnectBeforeRequestError()
  return provider as EIP1193Provider
}
