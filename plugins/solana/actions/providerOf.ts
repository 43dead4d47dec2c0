import { ConnectBeforeRequestError } from 'walletdock/errors'
import type { SolanaProvider, SolanaProviderSource } from '../types.js'

/** The Solana provider behind a source (an AppKit instance or a provider); without one, connect first. */
export function providerOf(source: SolanaProviderSource): SolanaProvider {
  const provider =
    'signMessage' in source && typeof source.signMessage === 'function'
      ? source
      : (source as { getProvider(namespace: 'solana'): unknown }).getProvider('solana')
  if (!provider || typeof (provider as SolanaProvider).signAndSendTransaction !== 'function')
    throw new ConnectBeforeRequestError()
  return provider as SolanaProvider
}
