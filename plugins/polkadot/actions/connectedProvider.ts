import { ConnectBeforeRequestError } from 'walletdock/errors'
import type { PolkadotProvider, PolkadotProviderSource } from '../types.js'

/** A request provider (a WalletConnect session's): `request` and no signer. */
function isRequestProvider(provider: unknown): boolean {
  const candidate = provider as { request?: unknown; signRaw?: unknown } | undefined
  return typeof candidate?.request === 'function' && typeof candidate.signRaw !== 'function'
}

/** The HTTP URL of the instance's polkadot network (where sendTransfer reads and sends); '' without one. */
function rpcUrlOf(source: PolkadotProviderSource): string {
  const instance = source as {
    getNetwork?(namespace: 'polkadot'): {
      caipNetwork?: { rpcUrls: { default: { http: readonly string[] } } }
    }
  }
  return instance.getNetwork?.('polkadot').caipNetwork?.rpcUrls.default.http[0] ?? ''
}

/**
 * The Polkadot provider behind a source (an AppKit instance or a provider); without one, connect first. A
 * WalletConnect session is wrapped so the helpers send it polkadot_signMessage and polkadot_signTransaction.
 */
export async function connectedProvider(source: PolkadotProviderSource): Promise<PolkadotProvider> {
  const provider =
    'signRaw' in source && typeof source.signRaw === 'function'
      ? source
      : (source as { getProvider(namespace: 'polkadot'): unknown }).getProvider('polkadot')
  if (isRequestProvider(provider)) {
    const { walletConnectPolkadotProvider } = await import('../walletConnectPolkadotProvider.js')
    return walletConnectPolkadotProvider(
      provider as Parameters<typeof walletConnectPolkadotProvider>[0],
      rpcUrlOf(source),
    )
  }
  if (!provider || typeof (provider as PolkadotProvider).signPayload !== 'function')
    throw new ConnectBeforeRequestError()
  return provider as PolkadotProvider
}
