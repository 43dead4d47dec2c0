import type { AccountState, CaipNetwork, ConnectionState, NetworkState } from './types.js'

export function initialAccountState(): AccountState {
  return {
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    balanceUnavailableAt: undefined,
    profileName: undefined,
    profileImage: undefined,
    addressExplorerUrl: undefined,
    tokenBalance: [],
    connectedWalletInfo: undefined,
    preferredAccountType: undefined,
    socialProvider: undefined, // spec data: a field of spec 3's account state, kept for AppKit migration
    user: undefined,
    status: 'disconnected',
    smartAccountDeployed: false, // spec data: a field of spec 3's account state, kept for AppKit migration
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
    smartAccountEnabledNetworks: [], // spec data: a field of spec 3's account state, kept for AppKit migration
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
    isSwitchingConnection: false,
  }
}
