import ConnectingWalletConnect from './ConnectingWalletConnect.js'

/** ConnectingWalletConnectBasic: the view opened when no adapter is configured (spec 2); the same pairing, started on open. */
export default ConnectingWalletConnect
