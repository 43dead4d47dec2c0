// The eip155 connector's connect that also connects the session's other sides (sessionSide.ts).

import type { SessionTypes } from '@walletconnect/types'
import type { Connector, PluginContext } from 'walletdock/plugin'
import type { WalletConnectConnector } from './createWalletConnectConnector.js'

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
