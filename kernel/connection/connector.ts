import type { ChainNamespace } from '../namespaces.js'
import type { ViewName } from '../router/views.js'
import type { CaipNetwork, Connection, ConnectionAccount } from '../store/types.js'

/** spec section 3, Connector type. */
export type ConnectorType = 'WALLET_CONNECT' | 'ANNOUNCED' | 'INJECTED' | 'AUTH'

export type ConnectParameters = { caipNetwork?: CaipNetwork | undefined }
/** What a wallet reports after connecting: its accounts and the chain it sits on. */
export type ConnectResult = {
  accounts: ConnectionAccount[]
  chainId: string | number
  auth?: { name: string } | undefined
  /**
   * The wallet approved accounts of other namespaces only (a relay session with just solana), which the
   * connector connected itself through `ctx.connection.connect`: that connection, and nothing is applied
   * to this connector's namespace (`accounts` is then empty).
   */
  connectedInstead?: Connection | undefined
}

/**
 * A wallet the user can connect, as a plain object (wagmi's createConnector habit). Adapter plugins
 * register them with `ctx.connectors.register`.
 */
export type Connector = {
  id: string
  type: ConnectorType
  name: string
  chain: ChainNamespace
  info?: { rdns?: string | undefined } | undefined
  imageUrl?: string | undefined
  explorerId?: string | undefined
  /** False for a connector the wallet list leaves out (an auth connector a connect method shows). Default true. */
  listed?: boolean | undefined
  /** The view the modal shows while this connector connects; default ConnectingExternal. */
  connectView?: ViewName | undefined
  /**
   * This connector also connects registry wallets that are not on the page (a relay pairing): choosing
   * one opens its connectView with `{ walletId }`.
   */
  pairsRegistryWallets?: boolean | undefined
  /** The status shown while a stored session is restored: `reconnecting` for a relay session (spec section 4). */
  reconnectStatus?: 'connecting' | 'reconnecting' | undefined
  connect(parameters: ConnectParameters): Promise<ConnectResult>
  /** Abandons a connect under way (the user closed the modal): a relay pairing stops waiting. */
  cancel?(): void
  disconnect(): Promise<void>
  getProvider(): unknown
  /** Restores an existing session without prompting; absent when the wallet cannot do that. */
  reconnect?(parameters: ConnectParameters): Promise<ConnectResult>
  /** Asks the wallet to move to `caipNetwork`; absent when the wallet cannot switch. */
  switchNetwork?(caipNetwork: CaipNetwork): Promise<void>
}
