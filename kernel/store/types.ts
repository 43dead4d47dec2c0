import type { Network } from '../config/schema.js'
import type { ChainNamespace } from '../namespaces.js'
import type { LocalizedText } from '../plugins/slots.js'

/** A configured network (spec section 3, Network). */
export type CaipNetwork = Network
/** `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`
/** `namespace:reference:address`, CAIP-10. */
export type CaipAddress = `${string}:${string}:${string}`

/** Connection status per namespace (spec section 4); `reconnecting` is used for the relay wallet. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting'

/** eoa or smartAccount, or payment / ordinal for bitcoin (spec section 3, Connection). */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' // spec data: spec 3's account state, kept for AppKit migration
export type AccountTab = 'Tokens' | 'NFTs' | 'Activity'

export type ConnectionAccount = { address: string; type?: AccountType | undefined }

/** spec section 3, Connection. */
export type Connection = {
  connectorId: string
  accounts: ConnectionAccount[]
  auth?: { name: string } | undefined
  namespace: ChainNamespace
  caipNetwork?: CaipNetwork | undefined
}

/** spec section 3, Balance item. */
export type BalanceItem = {
  name: string
  symbol: string
  chainId: string
  address?: string | undefined
  value?: number | undefined
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export type ConnectedWalletInfo = { name: string; icon?: string | undefined; rdns?: string | undefined }

/** spec section 3, Embedded-wallet user (the part the kernel keeps). */
export type AccountUser = {
  email?: string | null | undefined
  username?: string | undefined
  accounts?: ConnectionAccount[] | undefined
}

/** spec section 3, Account state (per chain namespace). */
export type AccountState = {
  caipAddress: CaipAddress | undefined
  address: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  /**
   * When the last read of the native balance failed or found the account on a network the instance does not
   * configure (spec 8: 'Token Balance Unavailable', the retry time recorded); undefined once a read succeeds.
   */
  balanceUnavailableAt: number | undefined
  profileName: string | null | undefined
  profileImage: string | null | undefined
  addressExplorerUrl: string | undefined
  tokenBalance: BalanceItem[]
  connectedWalletInfo: ConnectedWalletInfo | undefined
  preferredAccountType: AccountType | undefined
  socialProvider: string | undefined // spec data: spec 3's account state, kept for AppKit migration
  user: AccountUser | undefined
  status: ConnectionStatus
  smartAccountDeployed: boolean // spec data: spec 3's account state, kept for AppKit migration
  currentTab: AccountTab
  /**
   * A label per address of this namespace's connections (spec 3's addressLabels map), written by the plugin that
   * knows what each address is (its namespace writer's setAccount); ProfileWallets shows it beside the address.
   */
  addressLabels: Record<string, LocalizedText>
}

/** spec section 3, Network state (per namespace). */
export type NetworkState = {
  caipNetwork: CaipNetwork | undefined
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: number[] // spec data: spec 3's account state, kept for AppKit migration
  requestedCaipNetworks: CaipNetwork[]
  approvedCaipNetworkIds: CaipNetworkId[]
}

/** spec section 3, Connection state (per namespace). */
export type ConnectionState = {
  connections: Connection[]
  recentConnections: Connection[]
  status: ConnectionStatus
  recentWallet: RecentWallet | undefined
  isSwitchingConnection: boolean
}

/** A wallet the user connected with; at most two are kept (spec section 3, Recent wallets). */
export type RecentWallet = {
  id: string
  name: string
  namespace: ChainNamespace
  imageUrl?: string | undefined
  rdns?: string | undefined
}

export type ModalState = { open: boolean; loading: boolean }
