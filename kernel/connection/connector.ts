import type { ChainNamespace } from '../namespaces.js'
import type { ViewName } from '../router/views.js'
import type { CaipNetwork, Connection, ConnectionAccount } from '../store/types.js'

/**
 * spec section 3, Connector type: the kernel's own kinds of wallet on the page, or a plugin's own name.
 * The kernel and the modal never branch on a type: they read a connector's capabilities (listed,
 * pairsRegistryWallets, connectView, reconnectStatus).
 */
export type ConnectorType = 'ANNOUNCED' | 'INJECTED' | 'AUTH' | (string & {})

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
  /**
   * The icon's code, loaded by the modal when it lists the connector without `imageUrl` (a plugin's logo kept
   * out of the page's first bytes): resolves to an image URL (an inline one).
   */
  loadImage?: (() => Promise<string>) | undefined
  explorerId?: string | undefined
  /** False for a connector the wallet list leaves out (an auth connector a connect method shows). Default true. */
  listed?: boolean | undefined
  /** The view the modal shows while this connector connects; default ConnectingExternal. */
  connectView?: ViewName | undefined
  /**
   * Capability: this connector pairs remote wallets (a relay pairing by QR or link), so it also connects
   * registry wallets that are not on the page: choosing one opens its connectView with `{ walletId }`.
   * The wallet lists show such a connector as a pairing entry, never as an installed wallet.
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
