// The bip122 side of a WalletConnect session, set up when an adapter plugin (the bitcoin plugin) serves bip122.

import type { SessionTypes } from '@walletconnect/types'
import type { Connector, ConnectResult, PluginContext } from 'walletdock/plugin'
import { WALLET_CONNECT_BIP122_CONNECTOR_ID } from './constants.js'
import { bip122AccountsOf, createWalletConnectBip122Connector } from './createWalletConnectBip122Connector.js'
import type { WalletConnectConnector } from './createWalletConnectConnector.js'

/**
 * Registers the session's bip122 connector (`walletConnect.bip122`, not listed) and returns how the session's
 * changes reach it: a session_update moves its account, the session's end disconnects it.
 */
export function attachBip122Side<Options>(
  ctx: PluginContext<Options>,
  made: Pick<WalletConnectConnector, 'connector' | 'provider' | 'restore'>,
  otherSideConnected: () => boolean,
) {
  const writer = ctx.writers.bip122
  if (!writer) return undefined
  const report = (error: unknown) => void ctx.hooks.emit('error', { error, source: 'walletconnect bip122' })
  const connected = () =>
    ctx.state.connection('bip122').value.connections[0]?.connectorId === WALLET_CONNECT_BIP122_CONNECTOR_ID
  const disconnect = () =>
    void ctx.connection.disconnect({ namespace: 'bip122', closeModal: false }).catch(report)
  const side = createWalletConnectBip122Connector({
    name: made.connector.name,
    imageUrl: made.connector.imageUrl,
    networks: ctx.config.networks,
    session: made.restore,
    request(chainId, method, params) {
      // The bitcoin helpers' requests through the session, announced as the bitcoin plugin's own are.
      ctx.hooks.emit('request', { namespace: 'bip122', method }).catch(report)
      return made.provider.request({ method, params, chainId })
    },
    onDisconnect() {
      // A session that connected only bip122 ends with it; with another side on it, that side keeps it.
      if (!otherSideConnected()) void made.connector.disconnect().catch(report)
    },
  })
  ctx.connectors.register(side.connector)
  return {
    connectorId: WALLET_CONNECT_BIP122_CONNECTOR_ID,
    hasAccounts: (session: SessionTypes.Struct | undefined) =>
      bip122AccountsOf(session, ctx.config.networks).length > 0,
    /** The session changed (or ended: undefined): the bip122 connection follows it. */
    onSession(session: SessionTypes.Struct | undefined) {
      if (!connected()) return
      const next = session && side.follow(session)
      if (!next) return disconnect()
      move(next)
    },
    /** A wallet event on a bip122 chain (bip122_addressesChanged): the account moves to the addresses it names. */
    onEvent(event: { chainId: string; name: string; data: unknown }) {
      if (!connected()) return
      const next = side.applyEvent(event)
      if (next) move(next)
    },
  }
  function move(next: ConnectResult) {
    writer?.setConnectionAccounts(WALLET_CONNECT_BIP122_CONNECTOR_ID, next.accounts, next.chainId)
    const [payment] = next.accounts
    const caipAddress = `bip122:${next.chainId}:${payment?.address}` as `bip122:${string}:${string}`
    if (!payment || ctx.state.account('bip122').value.caipAddress === caipAddress) return
    void writer?.setAccount({ address: payment.address, caipAddress }).catch(report)
  }
}

/** Another namespace's side of the session: its connector connects with the same pairing when the wallet approved accounts there. */
export type SessionSide = {
  connectorId: string
  hasAccounts(session: SessionTypes.Struct | undefined): boolean
}

/**
 * The eip155 connector whose connect also connects the session's other sides (solana, bip122) the wallet approved,
 * so eip155 stays active. A wallet that approved no eip155 account connects the first side in eip155's place.
 */
export function withSessionSides<Options>(
  ctx: PluginContext<Options>,
  made: Pick<WalletConnectConnector, 'connector' | 'provider'>,
  sides: readonly SessionSide[],
): Connector {
  const { connector, provider } = made
  const report = (error: unknown) => void ctx.hooks.emit('error', { error, source: 'walletconnect' })
  return {
    ...connector,
    async connect(parameters) {
      const result = await connector.connect(parameters)
      const approved = sides.filter((side) => side.hasAccounts(provider.session))
      if (approved.length === 0) return result
      if (result.accounts.length > 0) {
        for (const side of approved)
          await ctx.connection.connect({ connectorId: side.connectorId }).catch(report)
        return result
      }
      // Nothing else holds the session: the sides connect last to first, so the first approved one is active;
      // the session ends if none of them can connect.
      let first: Awaited<ReturnType<typeof ctx.connection.connect>> | undefined
      let failure: unknown
      for (const side of [...approved].reverse())
        await ctx.connection.connect({ connectorId: side.connectorId }).then(
          (connection) => {
            first = connection
          },
          (error: unknown) => {
            failure ??= error
          },
        )
      if (!first) {
        await connector.disconnect()
        throw failure
      }
      return { ...result, connectedInstead: first }
    },
  }
}
