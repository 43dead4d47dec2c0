/**
 * What the RPC host forwards to a Solana chain: reads and broadcasting, the calls a dapp makes.
 * Not requestAirdrop (a faucet is the chain's own business) nor anything else.
 */
export const SOLANA_RPC_HOST_METHODS: ReadonlySet<string> = new Set([
  'getVersion',
  'getHealth',
  'getGenesisHash',
  'getSlot',
  'getBlockHeight',
  'getEpochInfo',
  'getLatestBlockhash',
  'isBlockhashValid',
  'getBalance',
  'getAccountInfo',
  'getMultipleAccounts',
  'getTokenAccountsByOwner',
  'getTokenAccountBalance',
  'getMinimumBalanceForRentExemption',
  'getFeeForMessage',
  'sendTransaction',
  'simulateTransaction',
  'getSignatureStatuses',
  'getTransaction',
  'getBlock',
])

type RpcCall = { jsonrpc: '2.0'; id?: string | number | null | undefined; method: string; params?: unknown }

/** JSON-RPC -32601 for a call the host does not forward, saying which it does. */
export function refusedSolanaCall(call: RpcCall) {
  return {
    jsonrpc: '2.0' as const,
    id: call.id ?? null,
    error: {
      code: -32601,
      message: `Method not found: the RPC host does not forward ${call.method} to Solana chains; it forwards ${[...SOLANA_RPC_HOST_METHODS].join(', ')}`,
    },
  }
}
