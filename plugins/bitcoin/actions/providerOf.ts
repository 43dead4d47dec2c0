import type { BitcoinProvider, BitcoinProviderSource } from '../types.js'

/** The connected Bitcoin provider behind a source (an AppKit instance or a provider); without one, connect first. */
export async function providerOf(source: BitcoinProviderSource): Promise<BitcoinProvider> {
  const provider =
    'sendTransfer' in source && typeof source.sendTransfer === 'function'
      ? source
      : (source as { getProvider(namespace: 'bip122'): unknown }).getProvider('bip122')
  if (!provider || typeof (provider as BitcoinProvider).sendTransfer !== 'function') {
    const { ConnectBeforeRequestError } = await import('walletdock/errors')
    throw new ConnectBeforeRequestError()
  }
  return provider as BitcoinProvider
}
