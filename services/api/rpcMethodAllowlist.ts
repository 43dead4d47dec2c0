import { SOLANA_RPC_HOST_METHODS } from './solanaRpcHostMethods.js'

/**
 * The JSON-RPC methods the public RPC host forwards, per chain namespace (the part of chainId before ':'):
 * reads and the broadcast of transactions the wallet signed. Node-side signing, accounts and node
 * administration (anvil_*, hardhat_*, evm_*, debug_*, admin_*, personal_*) are never forwarded.
 * A chain family adds its namespace here with its own list; a namespace without a list forwards nothing.
 */
export const RPC_METHOD_ALLOWLIST: Record<string, ReadonlySet<string>> = {
  eip155: new Set([
    'eth_chainId',
    'net_version',
    'net_listening',
    'web3_clientVersion',
    'eth_syncing',
    'eth_blockNumber',
    'eth_call',
    'eth_estimateGas',
    'eth_createAccessList',
    'eth_getBalance',
    'eth_getCode',
    'eth_getStorageAt',
    'eth_getProof',
    'eth_getTransactionCount',
    'eth_sendRawTransaction',
    'eth_gasPrice',
    'eth_maxPriorityFeePerGas',
    'eth_feeHistory',
    'eth_blobBaseFee',
    'eth_getLogs',
    'eth_getTransactionReceipt',
    'eth_getBlockReceipts',
    'eth_getTransactionByHash',
    'eth_getTransactionByBlockHashAndIndex',
    'eth_getTransactionByBlockNumberAndIndex',
    'eth_getBlockByNumber',
    'eth_getBlockByHash',
    'eth_getBlockTransactionCountByHash',
    'eth_getBlockTransactionCountByNumber',
    'eth_getUncleCountByBlockHash',
    'eth_getUncleCountByBlockNumber',
  ]),
  solana: SOLANA_RPC_HOST_METHODS,
}

/** Methods that would have the node sign with its own keys: refused with a message that says to sign in the wallet. */
export const NODE_SIGNING_METHODS: ReadonlySet<string> = new Set([
  'eth_accounts',
  'eth_sign',
  'eth_signTransaction',
  'eth_sendTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'personal_sign',
  'personal_signTransaction',
  'personal_sendTransaction',
])

/** Whether the RPC host forwards `method` to a chain of `namespace`. */
export function isRpcMethodAllowed(namespace: string, method: string): boolean {
  return (
    Object.hasOwn(RPC_METHOD_ALLOWLIST, namespace) && (RPC_METHOD_ALLOWLIST[namespace]?.has(method) ?? false)
  )
}
