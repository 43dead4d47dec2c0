// Which RPC methods the frame answers at once, which need the person's approval, and which it refuses (spec 6).

/** Safe methods (spec 6): read-only, send-raw, capability, call-status, asset and user-operation reads; no approval, never aborted. */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'net_version',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getLogs',
  'eth_sendRawTransaction',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_supportedEntryPoints',
] as const
/** Not safe (spec 6): each needs the person's approval. */
export const UNSAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const
export type RpcMethodKind = 'safe' | 'unsafe' | 'not-allowed'
/** Safe, unsafe (approval), or not allowed ('Requested RPC call is not allowed'). */
export function rpcMethodKind(method: string): RpcMethodKind {
  if ((SAFE_RPC_METHODS as readonly string[]).includes(method)) return 'safe'
  if ((UNSAFE_RPC_METHODS as readonly string[]).includes(method)) return 'unsafe'
  return 'not-allowed'
}
