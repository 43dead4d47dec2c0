import type { Config, Connection, Connector as WagmiConnector } from '@wagmi/core'
import type { Connector, ConnectResult } from 'walletdock/plugin'
import { WAGMI_RECONNECT_TIMEOUT_MS } from './constants.js'
import { mirrorIdOf } from './mirrorId.js'
import { WagmiBridgeError } from './wagmiBridgeError.js'

/** wagmi's connection of a connector (by id), if wagmi holds one with a live connector. */
export function wagmiConnectionOf(config: Config, connectorId: string): Connection | undefined {
  for (const connection of config.state.connections.values())
    if (connection.connector.id === connectorId && typeof connection.connector.getProvider === 'function')
      return connection
  return undefined
}

const resultOf = (connection: Connection): ConnectResult => ({
  accounts: connection.accounts.map((address) => ({ address, type: 'eoa' as const })),
  chainId: connection.chainId,
})

/** Settles with wagmi's connection of `connectorId` once its own reconnect restored it; rejects when it did not. */
function restored(config: Config, connectorId: string, timeoutMs: number): Promise<Connection> {
  return new Promise((resolve, reject) => {
    let seenReconnect = false
    const check = () => {
      const connection = wagmiConnectionOf(config, connectorId)
      const { status } = config.state
      if (status === 'reconnecting' || status === 'connecting') seenReconnect = true
      else if (connection) return done(() => resolve(connection))
      else if (seenReconnect) return done(() => reject(notRestored(connectorId)))
      return false
    }
    const stop = config.subscribe(
      (state) => state,
      () => void check(),
    )
    const timer = setTimeout(() => done(() => reject(notRestored(connectorId))), timeoutMs)
    function done(settle: () => void) {
      stop()
      clearTimeout(timer)
      settle()
      return true
    }
    check()
  })
}

const notRestored = (connectorId: string) =>
  new WagmiBridgeError(`wagmi did not restore its "${connectorId}" connection`, {
    details:
      'The wagmi config reconnects when its provider mounts (WagmiProvider reconnectOnMount, or reconnect(config)).',
  })

/**
 * A connection made through one of wagmi's own connectors, as a modal connector (not listed: its way in
 * is the app's wagmi UI). It connects only to what wagmi already connected; disconnecting it in the modal
 * disconnects wagmi's connector; a restored session waits for wagmi's own reconnect.
 */
export function createMirrorConnector(
  config: Config,
  wagmiConnector: WagmiConnector,
  timeoutMs = WAGMI_RECONNECT_TIMEOUT_MS,
): Connector {
  const rdns = typeof wagmiConnector.rdns === 'string' ? wagmiConnector.rdns : wagmiConnector.rdns?.[0]
  return {
    id: mirrorIdOf(wagmiConnector.id),
    type: 'WAGMI',
    name: wagmiConnector.name,
    chain: 'eip155',
    info: rdns ? { rdns } : undefined,
    imageUrl: wagmiConnector.icon,
    listed: false,
    async connect() {
      const connection = wagmiConnectionOf(config, wagmiConnector.id)
      if (!connection) throw new WagmiBridgeError(`wagmi has no "${wagmiConnector.id}" connection`)
      return resultOf(connection)
    },
    reconnect: async () => resultOf(await restored(config, wagmiConnector.id, timeoutMs)),
    async disconnect() {
      const connection = wagmiConnectionOf(config, wagmiConnector.id)
      if (!connection) return
      // What wagmi's disconnect() does, through the connector and its event (no wagmi action imported).
      await connection.connector.disconnect()
      connection.connector.emitter.emit('disconnect')
    },
    getProvider: () => wagmiConnectionOf(config, wagmiConnector.id)?.connector.getProvider(),
    async switchNetwork(caipNetwork) {
      const connection = wagmiConnectionOf(config, wagmiConnector.id)
      if (!connection) throw new WagmiBridgeError(`wagmi has no "${wagmiConnector.id}" connection`)
      if (!connection.connector.switchChain)
        throw new WagmiBridgeError(`wagmi's "${wagmiConnector.id}" connector cannot switch chains`)
      await connection.connector.switchChain({ chainId: Number(caipNetwork.id) })
    },
  }
}
