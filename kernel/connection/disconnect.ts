import type { ChainNamespace } from '../namespaces.js'
import { FailedToDisconnectError } from './errors.js'
import { resetNamespace } from './resetNamespace.js'
import type { ConnectionDeps } from './types.js'

export type DisconnectParameters = {
  /** One namespace; all connected namespaces when absent. */
  namespace?: ChainNamespace | undefined
  /** The modal closes unless this is false. */
  closeModal?: boolean | undefined
}
export type DisconnectErrorType = FailedToDisconnectError

/** spec section 4: resets account and network, removes the connected namespace, clears provider and user. */
export async function disconnect(
  deps: ConnectionDeps,
  { namespace, closeModal = true }: DisconnectParameters = {},
): Promise<void> {
  const { store, hooks } = deps
  const namespaces = namespace ? [namespace] : [...store.connectedNamespaces.value]
  try {
    for (const entry of namespaces) {
      for (const connection of store.connection[entry].value.connections) {
        await deps.connectors.get(connection.connectorId)?.disconnect()
      }
    }
  } catch (cause) {
    const error = new FailedToDisconnectError({ cause })
    deps.analytics.track({
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      properties: { message: error.shortMessage },
    })
    await hooks.emit('error', { error, source: 'disconnect' })
    throw error
  }
  for (const entry of namespaces) resetNamespace(deps, entry)
  const stillConnected = store.connectedNamespaces.value[0]
  if (stillConnected && !store.connectedNamespaces.value.includes(store.activeNamespace.value)) {
    store.activeNamespace.value = stillConnected
  }
  deps.analytics.track({ type: 'track', event: 'DISCONNECT_SUCCESS', properties: { namespaces } })
  if (closeModal) deps.closeModal()
  for (const entry of namespaces) await hooks.emit('disconnected', { namespace: entry })
}
