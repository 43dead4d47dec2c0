import { ConnectorChainsUnsupportedError, ModalClosedError } from '../errors/connection.js'
import type { Store } from '../store/createStore.js'
import { patchConnection } from '../store/patchState.js'
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
export type ConnectErrorType =
  | NoConnectorForConnectionError
  | ConnectorChainsUnsupportedError
  | ConnectionRejectedError
  | FailedToConnectError
  | ModalClosedError

/** Rejects with 'Modal closed' when the open modal closes; `stop` ends the watch. */
function whenModalCloses(store: Store): { closed: Promise<never>; stop(): void } {
  let stop = () => {}
  const closed = new Promise<never>((_, reject) => {
    stop = store.modal.subscribe((modal) => {
      if (!modal.open) reject(new ModalClosedError())
    })
  })
  closed.catch(() => undefined)
  return { closed, stop }
}

/** Connects a registered connector: beforeConnect, the wallet prompt, then state, storage and hooks. */
export async function connect(
  deps: ConnectionDeps,
  { connectorId, caipNetwork }: ConnectParameters,
): Promise<ConnectReturnType> {
  const { store, hooks } = deps
  const connector = deps.connectors.get(connectorId)
  if (!connector) throw new NoConnectorForConnectionError({ id: connectorId })
  const namespace = connector.chain
  // A wallet of a namespace with no configured network has nothing to connect to: refuse before its prompt.
  if (!deps.config.networks.some((network) => network.chainNamespace === namespace))
    throw new ConnectorChainsUnsupportedError({ namespace })
  const statusBefore = store.connection[namespace].value.status
  await hooks.emit('beforeConnect', { connectorId, namespace })
  patchConnection(store, namespace, { status: 'connecting' })
  // A connect the user started in the modal ends when they close it (spec section 8, 'Modal closed').
  const modal = store.modal.peek().open ? whenModalCloses(store) : undefined
  try {
    const pending = connector.connect({
      caipNetwork: caipNetwork ?? store.network[namespace].value.caipNetwork,
    })
    const result = await (modal ? Promise.race([pending, modal.closed]) : pending)
    if (result.connectedInstead) {
      // Another namespace connected in this one's place: this one goes back to where it was.
      patchConnection(store, namespace, {
        status: statusBefore === 'connected' ? 'connected' : 'disconnected',
      })
      return result.connectedInstead
    }
    return await applyConnection(deps, connector, result)
  } catch (cause) {
    // Nothing is stored on failure: the namespace goes back to where it was.
    patchConnection(store, namespace, { status: statusBefore === 'connected' ? 'connected' : 'disconnected' })
    if (cause instanceof ModalClosedError) connector.cancel?.()
    const error =
      cause instanceof FailedToConnectError || cause instanceof ModalClosedError
        ? cause
        : isUserRejection(cause)
          ? new ConnectionRejectedError({ cause })
          : new FailedToConnectError({ cause })
    // spec 8: an unrecognized failure is logged and rethrown; a refusal or a closed modal is the user's choice.
    if (error instanceof FailedToConnectError && error !== cause)
      console.error(`[appkit] connector "${connectorId}" failed to connect`, cause)
    await hooks.emit('error', { error, source: `connector "${connectorId}"` })
    throw error
  } finally {
    modal?.stop()
  }
}
