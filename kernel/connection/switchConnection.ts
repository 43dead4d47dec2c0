import type { ChainNamespace } from '../namespaces.js'
import { patchConnection } from '../store/patchState.js'
import type { Connection } from '../store/types.js'
import { applyConnection } from './applyConnection.js'
import { connect } from './connect.js'
import { NoConnectorForConnectionError } from './errors.js'
import { requireMultiWallet } from './multiWallet.js'
import type { ConnectionDeps } from './types.js'

export type SwitchConnectionParameters = { connectorId: string; namespace: ChainNamespace }

/**
 * spec section 4, Account switching: a live connection reconnects its connector and becomes active; a
 * disconnected one starts a new connect. A multi-wallet function: undefined when the feature is off.
 */
export async function switchConnection(
  deps: ConnectionDeps,
  { connectorId, namespace }: SwitchConnectionParameters,
): Promise<Connection | undefined> {
  if (!requireMultiWallet(deps)) return undefined
  const live = deps.store.connection[namespace].value.connections.some(
    (entry) => entry.connectorId === connectorId,
  )
  if (!live) return connect(deps, { connectorId })
  const connector = deps.connectors.get(connectorId)
  if (!connector) throw new NoConnectorForConnectionError({ id: connectorId })
  patchConnection(deps.store, namespace, { isSwitchingConnection: true })
  try {
    const caipNetwork = deps.store.network[namespace].value.caipNetwork
    const result = connector.reconnect
      ? await connector.reconnect({ caipNetwork })
      : await connector.connect({ caipNetwork })
    return await applyConnection(deps, connector, result)
  } finally {
    patchConnection(deps.store, namespace, { isSwitchingConnection: false })
  }
}
