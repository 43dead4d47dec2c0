import { batch } from '@preact/signals-core'
import { applyWalletChain } from '../network/applyWalletChain.js'
import { caipAddressOf } from '../network/caipAddressOf.js'
import { addRecentWallet } from '../store/addRecentWallet.js'
import { patchAccount, patchConnection } from '../store/patchState.js'
import type { Connection, RecentWallet } from '../store/types.js'
import type { Connector, ConnectResult } from './connector.js'
import { RECENT_CONNECTIONS_LIMIT } from './constants.js'
import { FailedToConnectError } from './errors.js'
import { persistedKeys } from './persistence.js'
import type { ConnectionDeps } from './types.js'

/**
 * Stores a wallet's answer as the namespace's active connection; shared by connect and reconnect.
 * A `restored` session (reconnect on load) keeps the stored active namespace and is no new connection:
 * CONNECT_SUCCESS is tracked only for a connect (spec section 7, Analytics, names no event for a restore).
 */
export async function applyConnection(
  deps: ConnectionDeps,
  connector: Connector,
  result: ConnectResult,
  { restored = false }: { restored?: boolean } = {},
): Promise<Connection> {
  const { store, persistence, hooks } = deps
  const namespace = connector.chain
  const first = result.accounts[0]
  if (!first) throw new FailedToConnectError({ cause: new Error(`${connector.name} returned no accounts`) })
  const caipAddress = caipAddressOf(namespace, result.chainId, first.address)
  const caipNetwork = deps.config.networks.find(
    (network) => network.caipNetworkId === `${namespace}:${result.chainId}`,
  )
  const connection: Connection = {
    connectorId: connector.id,
    accounts: result.accounts,
    auth: result.auth,
    namespace,
    caipNetwork,
  }
  const wallet: RecentWallet = {
    id: connector.id,
    name: connector.name,
    namespace,
    imageUrl: connector.imageUrl,
    rdns: connector.info?.rdns,
  }
  const provider = await connector.getProvider()
  const state = store.connection[namespace].value
  const others = state.connections.filter((entry) => entry.connectorId !== connector.id)
  // Without multi-wallet a namespace holds one connection: the new wallet replaces the others.
  const kept = store.features.value.multiWallet ? others : []
  const dropped = store.features.value.multiWallet ? [] : others
  batch(() => {
    patchAccount(store, namespace, {
      caipAddress,
      address: first.address,
      preferredAccountType: first.type,
      socialProvider: result.auth?.name, // spec data: spec 3's account state field `socialProvider`
      connectedWalletInfo: { name: connector.name, icon: connector.imageUrl, rdns: connector.info?.rdns },
    })
    patchConnection(store, namespace, {
      status: 'connected',
      connections: [connection, ...kept],
      recentConnections: [...dropped, ...state.recentConnections]
        .filter((entry) => entry.connectorId !== connector.id)
        .slice(0, RECENT_CONNECTIONS_LIMIT),
      recentWallet: wallet,
    })
    store.providers.value = { ...store.providers.value, [namespace]: provider }
    if (!restored) store.activeNamespace.value = namespace
    store.recentWallets.value = addRecentWallet(store.recentWallets.value, wallet)
  })
  for (const entry of dropped) {
    try {
      await deps.connectors.get(entry.connectorId)?.disconnect()
    } catch (error) {
      await hooks.emit('error', { error, source: `disconnect "${entry.connectorId}"` })
    }
  }
  persistence.set(persistedKeys.connectionStatus(namespace), 'connected')
  persistence.set(persistedKeys.connectedConnectorId(namespace), connector.id)
  persistence.set(persistedKeys.recentWallets, store.recentWallets.value)
  await applyWalletChain(deps, namespace, result.chainId)
  if (!restored)
    deps.analytics.track({ type: 'track', event: 'CONNECT_SUCCESS', properties: { name: connector.name } })
  await hooks.emit('accountChanged', { namespace, caipAddress, address: first.address })
  await hooks.emit('connected', { namespace, connection, caipAddress })
  return connection
}
