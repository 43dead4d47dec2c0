export { PROVIDER_ERROR_CODES } from 'walletdock/errors'

/** The connector id of the plain `window.ethereum` wallet; announced wallets use their rdns. */
export const INJECTED_CONNECTOR_ID = 'injected'
export const INJECTED_WALLET_NAME = 'Browser Wallet'

/** spec section 8: RPC reads retry 3 times, delay doubling from 150 ms; spec section 9: 10 s timeout. */
export const RPC_RETRY_COUNT = 3
export const RPC_RETRY_DELAY_MS = 150
export const RPC_TIMEOUT_MS = 10_000
/** JSON-RPC batching: up to 1000 requests per HTTP call. */
export const RPC_BATCH_SIZE = 1_000

/** EIP-1193 `disconnect` with this code means "reconnecting to another chain" (MetaMask), not a logout. */
export const PROVIDER_RECONNECTING_CODE = 1013
