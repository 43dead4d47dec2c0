import type { CaipNetwork } from 'walletdock/plugin'

/** Reads a session's provider answers from the chain's own RPC (the rpcMap), never by asking the wallet. */
export const WC_RPC_READ_METHODS: ReadonlySet<string> = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'net_version',
])

/** spec section 3, wallet session namespaces: the rpcMap, each configured eip155 network's RPC URL by CAIP-2 id. */
export function rpcMapOf(networks: readonly CaipNetwork[]): Record<string, string> {
  const map: Record<string, string> = {}
  for (const network of networks) {
    const url = network.rpcUrls.default.http[0]
    if (network.chainNamespace === 'eip155' && url) map[network.caipNetworkId] = url
  }
  return map
}
