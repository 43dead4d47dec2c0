// getAddress (keccak) is a static import from viem's utils entry: the setup chunk lists its small chunks
// for preloading, so they arrive with the setup (a reconnect needs them), and viem's clients stay on demand.
import { getAddress } from 'viem/utils'
import type { Connector, ConnectResult } from 'walletdock/plugin'
import { providerError } from './providerError.js'
import { switchChain } from './switchChain.js'
import { parseChainId } from './toHexChainId.js'
import type { EIP1193Provider, ProviderEvents } from './types.js'

/** What the plugin does when the connected wallet speaks up (EIP-1193 events). */
export type WalletEventHandlers = {
  accountsChanged(accounts: readonly string[]): void
  chainChanged(chainId: string | number): void
  disconnect(error: { code?: number } | undefined): void
}

export type CreateWalletConnectorParameters = {
  provider: EIP1193Provider
  type: 'ANNOUNCED' | 'INJECTED'
  id: string
  name: string
  rdns?: string | undefined
  imageUrl?: string | undefined
  events: WalletEventHandlers
  /** What the app gets from getProvider('eip155'); the wallet's provider itself when absent. */
  exposeProvider?: ((provider: EIP1193Provider) => EIP1193Provider) | undefined
}
export type CreateWalletConnectorReturnType = Connector

function checksummed(accounts: unknown): ConnectResult['accounts'] {
  if (!Array.isArray(accounts)) return []
  return accounts.map((address) => ({ address: getAddress(String(address)), type: 'eoa' as const }))
}

/** An extension wallet (announced through EIP-6963 or found at `window.ethereum`) as a kernel Connector. */
export function createWalletConnector({
  provider,
  type,
  id,
  name,
  rdns,
  imageUrl,
  events,
  exposeProvider,
}: CreateWalletConnectorParameters): CreateWalletConnectorReturnType {
  const exposed = exposeProvider ? exposeProvider(provider) : provider
  const emitter = provider as unknown as Partial<ProviderEvents>
  let detach: (() => void) | undefined

  function attach() {
    if (detach || typeof emitter.on !== 'function') return
    const onAccounts = (accounts: readonly string[]) => events.accountsChanged(accounts)
    const onChain = (chainId: string | number) => events.chainChanged(chainId)
    const onDisconnect = (error?: { code?: number }) => events.disconnect(error)
    emitter.on('accountsChanged', onAccounts)
    emitter.on('chainChanged', onChain)
    emitter.on('disconnect', onDisconnect)
    detach = () => {
      emitter.removeListener?.('accountsChanged', onAccounts)
      emitter.removeListener?.('chainChanged', onChain)
      emitter.removeListener?.('disconnect', onDisconnect)
      detach = undefined
    }
  }

  async function session(method: 'eth_requestAccounts' | 'eth_accounts'): Promise<ConnectResult> {
    try {
      const accounts = checksummed(await provider.request({ method }))
      if (accounts.length === 0) throw new Error(`${name} has no authorized account`)
      const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
      attach()
      return { accounts, chainId }
    } catch (error) {
      throw providerError(error)
    }
  }

  return {
    id,
    type,
    name,
    chain: 'eip155',
    info: rdns ? { rdns } : undefined,
    imageUrl,
    connect: () => session('eth_requestAccounts'),
    reconnect: () => session('eth_accounts'),
    async disconnect() {
      detach?.()
      // Best effort: wallets that support EIP-2255 forget the site; others just stop being asked.
      await provider
        .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch(() => undefined)
    },
    getProvider: () => exposed,
    switchNetwork: (caipNetwork) => switchChain({ provider, network: caipNetwork }),
  }
}
