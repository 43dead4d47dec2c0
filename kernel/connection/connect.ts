import type { CaipNetwork, Connection } from '../store/types.js'
import { applyConnection } from './applyConnection.js'
import {
  ConnectionRejectedError,
  FailedToConnectError,
  isUserRejection,
  NoConnectorForConnectionError,
} from './errors.js'
import type { ConnectionDeps } from './types.js'

export type ConnectParameters = { connectorId: string; caipNetwork?: CaipNetwork | undefined }
export type ConnectReturnType = Connection
export type ConnectErrorType = NoConnectorForConnectionError | ConnectionRejectedError | FailedToConnectError

/** Connects a registered connector: beforeConnect, the wallet prompt, then state, storage and hooks. */
export async function connect(
  deps: ConnectionDeps,
  { connectorId, caipNetwork }: ConnectParameters,
): Promise<ConnectReturnType> {
  const { store, hooks } = deps
  const connector = deps.connectors.get(connectorId)
  if (!connector) throw new NoConnectorForConnectionError({ id: connectorId })
  const namespace = connector.chain
  const statusBefore = store.connection[namespace].value.status
  await hooks.emit('beforeConnect', { connectorId, namespace })
  store.patchConnection(namespace, { status: 'connecting' })
  try {
    const result = await connector.connect({
      caipNetwork: caipNetwork ?? store.network[namespace].value.caipNetwork,
    })
    return await applyConnection(deps, connector, result)
  } catch (cause) {
    // Nothing is stored on failure: the namespace goes back to where it was.
    store.patchConnection(namespace, { status: statusBefore === 'connected' ? 'connected' : 'disconnected' })
    const error =
      cause instanceof FailedToConnectError
        ? cause
        : isUserRejection(cause)
          ? new ConnectionRejectedError({ cause })
          : new FailedToConnectError({ cause })
    await hooks.emit('error', { error, source: `connector "${connectorId}"` })
    throw error
  }
}
