import { batch } from '@preact/signals-core'
import { persistedKeys } from '../connection/persistence.js'
import { patchAccount } from '../store/patchState.js'
import type { CaipNetwork, CaipNetworkId } from '../store/types.js'
import { accountOnChain } from './accountOnChain.js'
import { NETWORK_NOT_FOUND_ALERT } from './alerts.js'
import { NetworkNotFoundError } from './errors.js'
import type { NetworkDeps } from './types.js'

export type SwitchNetworkParameters = CaipNetwork | CaipNetworkId
export type SwitchNetworkReturnType = CaipNetwork
export type SwitchNetworkErrorType = NetworkNotFoundError | Error

/** Moves the connected wallet (if any) and the namespace's state to a configured network. */
export async function switchNetwork(
  deps: NetworkDeps,
  target: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  const { config, store } = deps
  const caipNetworkId = typeof target === 'string' ? target : target.caipNetworkId
  const caipNetwork = config.networks.find((network) => network.caipNetworkId === caipNetworkId)
  if (!caipNetwork) {
    deps.alerts.show(NETWORK_NOT_FOUND_ALERT)
    throw new NetworkNotFoundError({
      caipNetworkId,
      configured: config.networks.map((network) => network.caipNetworkId),
    })
  }
  const namespace = caipNetwork.chainNamespace
  const active = store.connection[namespace].value.connections[0]
  if (active) await deps.connectors.get(active.connectorId)?.switchNetwork?.(caipNetwork)

  const previous = store.network[namespace].value.caipNetwork
  batch(() => {
    store.patchNetwork(namespace, { caipNetwork })
    const moved = accountOnChain(store.account[namespace].value, namespace, caipNetwork.id)
    if (moved) patchAccount(store, namespace, moved)
    store.activeNamespace.value = namespace
  })
  deps.persistence.set(
    persistedKeys.activeCaipNetworkId(namespace),
    caipNetwork.caipNetworkId as CaipNetworkId,
  )
  deps.analytics.track({ type: 'track', event: 'SWITCH_NETWORK', properties: { network: caipNetworkId } })
  if (previous?.caipNetworkId !== caipNetworkId) {
    await deps.hooks.emit('networkChanged', { namespace, caipNetwork, previous })
  }
  return caipNetwork
}
