/** JSON-RPC 2.0 error codes and the standard server-range codes (spec section 8). */
export const JSON_RPC_ERROR_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  /** Also used for an invalid chain id. */
  internalError: -32603,
  serverError: -32000,
  resourceNotFound: -32001,
  resourceUnavailable: -32002,
  transactionRejected: -32003,
  methodNotSupported: -32004,
  limitExceeded: -32005,
  jsonRpcVersionUnsupported: -32006,
} as const
export type JsonRpcErrorCode = (typeof JSON_RPC_ERROR_CODES)[keyof typeof JSON_RPC_ERROR_CODES]

/** The messages the JSON-RPC spec gives its codes. */
export const JSON_RPC_ERROR_MESSAGES: Record<JsonRpcErrorCode, string> = {
  [-32700]: 'Parse error',
  [-32600]: 'Invalid Request',
  [-32601]: 'Method not found',
  [-32602]: 'Invalid params',
  [-32603]: 'Internal error',
  [-32000]: 'Server error',
  [-32001]: 'Resource not found',
  [-32002]: 'Resource unavailable',
  [-32003]: 'Transaction rejected',
  [-32004]: 'Method not supported',
  [-32005]: 'Limit exceeded',
  [-32006]: 'JSON-RPC version not supported',
}

/** EIP-1193 provider error codes (spec section 8). */
export const PROVIDER_ERROR_CODES = {
  userRejectedRequest: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  /** Unrecognized chain: the wallet does not know the chain to switch to. */
  switchChain: 4902,
  default: 5000,
} as const
export type ProviderErrorCode = (typeof PROVIDER_ERROR_CODES)[keyof typeof PROVIDER_ERROR_CODES]

/** EIP-5792 wallet call error codes (spec section 8). */
export const WALLET_CALL_ERROR_CODES = {
  unsupportedNonOptionalCapability: 5700,
  unsupportedChainId: 5710,
  duplicateBundleId: 5720,
  unknownBundleId: 5730,
  bundleTooLarge: 5740,
  atomicUpgradeRejected: 5750,
  atomicityNotSupported: 5760,
} as const
export type WalletCallErrorCode = (typeof WALLET_CALL_ERROR_CODES)[keyof typeof WALLET_CALL_ERROR_CODES]
