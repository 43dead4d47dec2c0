import { ConnectBeforeRequestError } from 'walletdock/errors'
import type { SolanaProvider, SolanaProviderSource } from '../types.js'

/** A request provider (a WalletConnect session's, or the embedded wallet's): `request` and no Wallet Standard methods. */
function isRequestProvider(provider: unknown): boolean {
  const candidate = provider as { request?: unknown; signMessage?: unknown } | undefined
  return typeof candidate?.request === 'function' && typeof candidate.signMessage !== 'function'
}

/**
 * The Solana provider behind a source (an AppKit instance or a provider); without one, connect first
 * (loaded by providerOf on a helper's first call).
 * A request provider (WalletConnect, the embedded wallet) is wrapped so the helpers send it `solana_*` requests (loaded then).
 */
export async function connectedProvider(source: SolanaProviderSource): Promise<SolanaProvider> {
  const provider =
    'signMessage' in source && typeof source.signMessage === 'function'
      ? source
      : (source as { getProvider(namespace: 'solana'): unknown }).getProvider('solana')
  if (isRequestProvider(provider)) {
    const { walletConnectSolanaProvider } = await import('../walletConnectSolanaProvider.js')
    return walletConnectSolanaProvider(provider as Parameters<typeof walletConnectSolanaProvider>[0])
  }
  if (!provider || typeof (provider as SolanaProvider).signAndSendTransaction !== 'function')
    throw new ConnectBeforeRequestError()
  return provider as SolanaProvider
}
