/** The connector id of the WalletConnect connector. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'
