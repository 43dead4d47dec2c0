import type { CaipNetwork, Connection, ConnectionAccount } from '../store/types.js'

/**
 * The connections with `connectorId`'s accounts (and network, when given) rewritten: a wallet that
 * changed its session's accounts keeps its connection, now listing what it approves. Others unchanged.
 */
export function rewriteConnectionAccounts(
  connections: readonly Connection[],
  connectorId: string,
  accounts: readonly ConnectionAccount[],
  caipNetwork?: CaipNetwork | undefined,
): Connection[] {
  return connections.map((connection) =>
    connection.connectorId === connectorId
      ? { ...connection, accounts: [...accounts], ...(caipNetwork ? { caipNetwork } : {}) }
      : connection,
  )
}
