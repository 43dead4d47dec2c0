import { batch } from '@preact/signals-core'
import type { ChainNamespace } from '../namespaces.js'
import { defaultNetworkOf } from '../store/createStore.js'
import { initialAccountState, initialNetworkState } from '../store/initialState.js'
import { patchConnection } from '../store/patchState.js'
import { RECENT_CONNECTIONS_LIMIT } from './constants.js'
import { persistedKeys } from './persistence.js'
import type { ConnectionDeps } from './types.js'

/** Back to disconnected: account and network reset, connections moved to recent, provider and stored status gone. */
export function resetNamespace(
  { store, config, persistence }: ConnectionDeps,
  namespace: ChainNamespace,
  { resetNetwork = true }: { resetNetwork?: boolean } = {},
): void {
  const state = store.connection[namespace].value
  const requested = config.networks.filter((network) => network.chainNamespace === namespace)
  batch(() => {
    store.account[namespace].value = initialAccountState()
    if (resetNetwork) {
      store.network[namespace].value = initialNetworkState(defaultNetworkOf(config, namespace), requested)
    }
    patchConnection(store, namespace, {
      status: 'disconnected',
      connections: [],
      recentConnections: [...state.connections, ...state.recentConnections].slice(
        0,
        RECENT_CONNECTIONS_LIMIT,
      ),
    })
    const { [namespace]: _removed, ...providers } = store.providers.value
    store.providers.value = providers
  })
  persistence.remove(persistedKeys.connectionStatus(namespace))
  persistence.remove(persistedKeys.connectedConnectorId(namespace))
  persistence.remove(persistedKeys.connectedAddress(namespace))
}
