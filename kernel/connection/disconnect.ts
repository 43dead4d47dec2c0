import type { ChainNamespace } from '../namespaces.js'
import { connectedNamespacesOf } from '../store/patchState.js'
import { FailedToDisconnectChainsError, FailedToDisconnectError } from './errors.js'
import { resetNamespace } from './resetNamespace.js'
import type { ConnectionDeps } from './types.js'

export type DisconnectParameters = {
  /** One namespace; all connected namespaces when absent. */
  namespace?: ChainNamespace | undefined
  /** The modal closes unless this is false. */
  closeModal?: boolean | undefined
}
export type DisconnectErrorType = FailedToDisconnectError | FailedToDisconnectChainsError

async function disconnectWallets(deps: ConnectionDeps, namespace: ChainNamespace): Promise<void> {
  for (const connection of deps.store.connection[namespace].value.connections) {
    await deps.connectors.get(connection.connectorId)?.disconnect()
  }
}

/**
 * spec section 4: resets account and network, removes the connected namespace, clears provider and user.
 * Without a namespace every connected one is tried; those that fail stay connected and the call
 * rejects with 'Failed to disconnect chains' (one namespace: 'Failed to disconnect').
 */
export async function disconnect(
  deps: ConnectionDeps,
  { namespace, closeModal = true }: DisconnectParameters = {},
): Promise<void> {
  const { store, hooks } = deps
  const namespaces = namespace ? [namespace] : [...connectedNamespacesOf(store)]
  const results = await Promise.allSettled(namespaces.map((entry) => disconnectWallets(deps, entry)))
  const done = namespaces.filter((_, index) => results[index]?.status === 'fulfilled')
  const failed = namespaces.filter((_, index) => results[index]?.status === 'rejected')
  for (const entry of done) resetNamespace(deps, entry)
  const stillConnected = connectedNamespacesOf(store)[0]
  if (stillConnected && !connectedNamespacesOf(store).includes(store.activeNamespace.value)) {
    store.activeNamespace.value = stillConnected
  }
  if (failed.length > 0) {
    const cause = results.find((result) => result.status === 'rejected')?.reason
    const error = namespace
      ? new FailedToDisconnectError({ cause })
      : new FailedToDisconnectChainsError({ namespaces: failed, cause })
    deps.analytics.track({
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      properties: { message: error.shortMessage },
    })
    await hooks.emit('error', { error, source: 'disconnect' })
    for (const entry of done) await hooks.emit('disconnected', { namespace: entry })
    throw error
  }
  deps.analytics.track({ type: 'track', event: 'DISCONNECT_SUCCESS', properties: { namespaces } })
  if (closeModal) deps.closeModal()
  for (const entry of namespaces) await hooks.emit('disconnected', { namespace: entry })
}
