import { InvalidConnectionStatusError } from '../errors/invalidConnectionStatus.js'
import type { ChainNamespace } from '../namespaces.js'
import { connectedNamespacesOf, patchConnection } from '../store/patchState.js'
import type { ConnectionStatus } from '../store/types.js'
import { applyConnection } from './applyConnection.js'
import type { Connector } from './connector.js'
import { persistedKeys } from './persistence.js'
import { resetNamespace } from './resetNamespace.js'
import type { ConnectionDeps } from './types.js'

export type ReconnectReturnType = { reconnected: ChainNamespace[] }

/** Connectors to try for a namespace: recent wallets newest first, then the stored connector. */
function reconnectCandidates(deps: ConnectionDeps, namespace: ChainNamespace): Connector[] {
  const stored = deps.persistence.get(persistedKeys.connectedConnectorId(namespace))
  const ids = [
    ...deps.store.recentWallets.value
      .filter((wallet) => wallet.namespace === namespace)
      .map((wallet) => wallet.id),
    ...(stored ? [stored] : []),
  ]
  const connectors = [...new Set(ids)].map((id) => deps.connectors.get(id))
  return connectors.filter((connector): connector is Connector => connector?.chain === namespace)
}

/** Nothing to restore: disconnected, but the network the user last chose stays selected. */
function forget(deps: ConnectionDeps, namespace: ChainNamespace) {
  resetNamespace(deps, namespace, { resetNetwork: false })
}

/** The statuses a stored session may show while its connector reconnects (Connector.reconnectStatus). */
const RECONNECT_STATUSES: readonly unknown[] = ['connecting', 'reconnecting']

/**
 * The status the namespace shows while `connector` reconnects. A plugin written in plain JS can pass
 * anything: a status the state machine has no rule for is refused ('Invalid connection status: {status}'
 * on the `error` hook) and the namespace shows 'connecting'. Checked here, where the status is applied, so
 * the error class stays out of the first bundle (connectors register at attach).
 */
async function reconnectStatusOf(
  deps: ConnectionDeps,
  connector: Connector | undefined,
): Promise<ConnectionStatus> {
  const status = connector?.reconnectStatus
  if (status === undefined) return 'connecting'
  if (RECONNECT_STATUSES.includes(status)) return status
  const error = new InvalidConnectionStatusError({ status: String(status) })
  await deps.hooks.emit('error', { error, source: `reconnect "${connector?.id}"` })
  return 'connecting'
}

async function reconnectNamespace(deps: ConnectionDeps, namespace: ChainNamespace): Promise<boolean> {
  const candidates = reconnectCandidates(deps, namespace)
  const status = await reconnectStatusOf(deps, candidates[0])
  patchConnection(deps.store, namespace, { status })
  const caipNetwork = deps.store.network[namespace].value.caipNetwork
  for (const connector of candidates) {
    if (!connector.reconnect) continue
    try {
      await applyConnection(deps, connector, await connector.reconnect({ caipNetwork }), { restored: true })
      return true
    } catch (error) {
      await deps.hooks.emit('error', { error, source: `reconnect "${connector.id}"` })
    }
  }
  forget(deps, namespace)
  return false
}

async function disconnectStored(deps: ConnectionDeps, namespace: ChainNamespace) {
  const stored = deps.persistence.get(persistedKeys.connectedConnectorId(namespace))
  const connector = stored ? deps.connectors.get(stored) : undefined
  try {
    await connector?.disconnect()
  } catch (error) {
    await deps.hooks.emit('error', { error, source: `disconnect "${connector?.id}"` })
  }
  forget(deps, namespace)
}

/**
 * spec section 4: with reconnect on, a stored `connected` becomes connecting, then connected once a
 * wallet reconnects, else disconnected with connections cleared; with reconnect off, stored
 * connections are disconnected. Returns a function so each instance keeps its own in-flight run.
 */
export function createReconnect(deps: ConnectionDeps): () => Promise<ReconnectReturnType> {
  let running: Promise<ReconnectReturnType> | undefined

  async function run(): Promise<ReconnectReturnType> {
    const reconnected: ChainNamespace[] = []
    for (const namespace of deps.store.namespaces) {
      const stored = deps.persistence.get(persistedKeys.connectionStatus(namespace))
      // Nothing stored, or a live connection this session already made: nothing to restore.
      if (stored === undefined || deps.store.connection[namespace].value.status === 'connected') continue
      if (stored !== 'connected') {
        // A page closed mid-connect leaves a stale status behind: there is nothing to restore.
        forget(deps, namespace)
        continue
      }
      if (!deps.config.enableReconnect) await disconnectStored(deps, namespace)
      else if (await reconnectNamespace(deps, namespace)) reconnected.push(namespace)
    }
    // The active namespace stays the one a previous visit left (restoreActiveNamespace) when it came back.
    const { store } = deps
    const last = reconnected.at(-1)
    if (last && !connectedNamespacesOf(store).includes(store.activeNamespace.value))
      store.activeNamespace.value = last
    return { reconnected }
  }

  return () => {
    // Only one reconnect runs at a time: a second caller shares the run in flight.
    running ??= run().finally(() => {
      running = undefined
    })
    return running
  }
}
