import { batch } from '@preact/signals-core'
import { persistedKeys } from '../connection/persistence.js'
import type { ChainNamespace } from '../namespaces.js'
import { patchAccount } from '../store/patchState.js'
import type { CaipNetwork, CaipNetworkId } from '../store/types.js'
import { accountOnChain } from './accountOnChain.js'
import { shouldShowUnsupportedChain } from './shouldShowUnsupportedChain.js'
import type { NetworkDeps } from './types.js'

/**
 * Records the chain a wallet sits on. A configured chain becomes the namespace's network
 * (networkChanged); an unconfigured one shows UnsupportedChain when the rules say so.
 */
export async function applyWalletChain(
  deps: NetworkDeps,
  namespace: ChainNamespace,
  chainId: string | number,
): Promise<CaipNetwork | undefined> {
  const { store, config } = deps
  const caipNetworkId = `${namespace}:${chainId}` as CaipNetworkId
  const caipNetwork = config.networks.find((network) => network.caipNetworkId === caipNetworkId)
  const previous = store.network[namespace].value.caipNetwork
  batch(() => {
    const moved = accountOnChain(store.account[namespace].value, namespace, chainId)
    if (moved) patchAccount(store, namespace, moved)
    if (caipNetwork) store.patchNetwork(namespace, { caipNetwork })
  })
  if (!caipNetwork) {
    if (shouldShowUnsupportedChain(config)) deps.showUnsupportedChain()
    return undefined
  }
  deps.persistence.set(persistedKeys.activeCaipNetworkId(namespace), caipNetworkId)
  if (previous?.caipNetworkId !== caipNetworkId) {
    await deps.hooks.emit('networkChanged', { namespace, caipNetwork, previous })
  }
  return caipNetwork
}
