import type { RequestProvider } from 'walletdock/plugin'
import type { BitcoinProvider, BitcoinProviderSource } from '../types.js'

// A WalletConnect session's bip122 provider (a `request` function, no sendTransfer) wrapped once.
const wrapped = new WeakMap<object, BitcoinProvider>()

/** The connected Bitcoin provider behind a source (an AppKit instance or a provider); without one, connect first. */
export async function providerOf(source: BitcoinProviderSource): Promise<BitcoinProvider> {
  const provider =
    'sendTransfer' in source && typeof source.sendTransfer === 'function'
      ? source
      : (source as { getProvider(namespace: 'bip122'): unknown }).getProvider('bip122')
  if (provider && typeof (provider as BitcoinProvider).sendTransfer === 'function')
    return provider as BitcoinProvider
  if (provider && typeof (provider as RequestProvider).request === 'function') {
    const session = provider as RequestProvider
    const known = wrapped.get(session)
    if (known) return known
    const { walletConnectBitcoinProvider } = await import('../walletConnectBitcoinProvider.js')
    const made = walletConnectBitcoinProvider(session)
    wrapped.set(session, made)
    return made
  }
  const { ConnectBeforeRequestError } = await import('walletdock/errors')
  throw new ConnectBeforeRequestError()
}
