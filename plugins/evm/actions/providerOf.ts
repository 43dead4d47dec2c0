import type { EIP1193Provider, ProviderSource } from '../types.js'

/** A provider source without a connected eip155 wallet. */
export class NoEvmWalletError extends Error {
  override name = 'NoEvmWalletError'
  constructor() {
    super('No EVM wallet is connected: connect one before sending requests')
  }
}

/** The EIP-1193 provider behind a source (an AppKit instance or a provider). */
export function providerOf(source: ProviderSource): EIP1193Provider {
  const provider =
    'request' in source && typeof source.request === 'function'
      ? source
      : (source as { getProvider(namespace: 'eip155'): unknown }).getProvider('eip155')
  if (!provider || typeof (provider as EIP1193Provider).request !== 'function') throw new NoEvmWalletError()
  return provider as EIP1193Provider
}
