// Constants of the setup chunk only: kept out of constants.ts, which attach (the first bundle) reads.

/** spec section 8: RPC reads retry 3 times, delay doubling from 150 ms; spec section 9: 10 s timeout. */
export const RPC_RETRY_COUNT = 3
export const RPC_RETRY_DELAY_MS = 150
export const RPC_TIMEOUT_MS = 10_000
/** JSON-RPC batching: up to 1000 requests per HTTP call. */
export const RPC_BATCH_SIZE = 1_000

/** EIP-1193 `disconnect` with this code means "reconnecting to another chain" (MetaMask), not a logout. */
export const PROVIDER_RECONNECTING_CODE = 1013

/** While the modal shows a connected account, new blocks are polled this often (viem's default for http). */
export const BLOCK_POLL_MS = 4_000
