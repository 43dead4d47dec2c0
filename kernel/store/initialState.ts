import type { AccountState, CaipNetwork, ConnectionState, NetworkState } from './types.js'

export function initialAccountState(): AccountState {
  return {
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    addressExplorerUrl: undefined,
    tokenBalance: [],
    connectedWalletInfo: undefined,
    preferredAccountType: undefined,
    socialProvider: undefined,
    user: undefined,
    status: 'disconnected',
    smartAccountDeployed: false,
    currentTab: 'Tokens',
    addressLabels: {},
  }
}

export function initialNetworkState(
  caipNetwork: CaipNetwork | undefined,
  requested: CaipNetwork[],
): NetworkState {
  return {
    caipNetwork,
    supportsAllNetworks: true,
    smartAccountEnabledNetworks: [],
    requestedCaipNetworks: requested,
    approvedCaipNetworkIds: [],
  }
}

export function initialConnectionState(): ConnectionState {
  return {
    connections: [],
    recentConnections: [],
    status: 'disconnected',
    recentWallet: undefined,
    buffering: false,
    isSwitchingConnection: false,
  }
}
