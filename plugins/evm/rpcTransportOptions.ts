import type { HttpTransportConfig } from 'viem'
import { RPC_BATCH_SIZE, RPC_RETRY_COUNT, RPC_RETRY_DELAY_MS, RPC_TIMEOUT_MS } from './setupConstants.js'

/**
 * viem http transport options for reads on a network's RPC URL: JSON-RPC batching and the spec's
 * retries. viem's transport is the RPC retry policy of spec section 8 (the kernel has no second one):
 * it retries on HTTP 403, 408, 413, 429, 500, 502, 503, 504, waiting Retry-After when sent, else
 * `(1 << attempt) * retryDelay`: 150, 300, 600 ms. Beyond the spec it also retries a failed fetch and
 * the JSON-RPC "internal error" and "limit exceeded" codes. tests/evm/createRpcClient.test.ts pins the
 * rule against anvil, so a viem default change shows.
 */
export const rpcTransportOptions = {
  batch: { batchSize: RPC_BATCH_SIZE },
  retryCount: RPC_RETRY_COUNT,
  retryDelay: RPC_RETRY_DELAY_MS,
  timeout: RPC_TIMEOUT_MS,
} as const satisfies HttpTransportConfig
