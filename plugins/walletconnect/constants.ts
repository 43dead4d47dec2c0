// The connector id is in its own file: the plugin's attach (first bundle) needs only it.
export { WALLET_CONNECT_CONNECTOR_ID } from './connectorId.js'
/** The modal's WalletConnect pairing expires after 4 minutes (spec 4). */
export const WC_PAIRING_EXPIRY_MS = 4 * 60 * 1000
/** A pairing counts as expired within 10 s of its expiry (spec 4), so the QR refreshes before a wallet could scan a dead one. */
export const WC_PAIRING_EXPIRY_MARGIN_MS = 10 * 1000
/** Back from the wallet link with the pairing still open, the QR view waits this long for the wallet (AppKit's 5 s). */
export const WC_BUFFERING_MS = 5_000
/** The sign-client's log: level error, kept in a buffer of 1,024,000 bytes (spec 9). */
export const WC_LOG_LEVEL = 'error'
export const WC_LOG_BUFFER_BYTES = 1_024_000
/** Session default events (spec 9). */
export const WC_DEFAULT_EVENTS = ['accountsChanged', 'chainChanged'] as const
/** The eip155 methods a session asks for. */
export const WC_EIP155_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'eth_sign',
  'eth_chainId',
  'eth_accounts',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const
/** The solana methods a session asks for when an adapter plugin serves the solana namespace. */
export const WC_SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
] as const
/** The bip122 methods (WalletConnect's Bitcoin RPC) a session asks for when an adapter plugin serves bip122. */
export const WC_BIP122_METHODS = ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'] as const
/** The bip122 event: the wallet's current addresses, in getAccountAddresses' shape. */
export const WC_BIP122_EVENTS = ['bip122_addressesChanged'] as const
/** The connector of a session's bip122 accounts (not listed: the eip155 connector's pairing connects it). */
export const WALLET_CONNECT_BIP122_CONNECTOR_ID = 'walletConnect.bip122'
/** The connector of a session's solana accounts (not listed: the eip155 connector's pairing connects it). */
export const WALLET_CONNECT_SOLANA_CONNECTOR_ID = 'walletConnect.solana'
/** The polkadot methods (WalletConnect's Polkadot RPC) a session asks for when an adapter plugin serves polkadot. */
export const WC_POLKADOT_METHODS = ['polkadot_signTransaction', 'polkadot_signMessage'] as const
/** The connector of a session's polkadot accounts (not listed: the eip155 connector's pairing connects it). */
export const WALLET_CONNECT_POLKADOT_CONNECTOR_ID = 'walletConnect.polkadot'
