import { createPublicClient, http } from 'viem'
import { ID_REGISTRY_ADDRESS } from './constants.js'

/**
 * A minimal IdRegistry for the local chain: any call returns `idOf[address]` (the first argument), read
 * from the mapping at slot 0, as the published auth client's `idOf(custody)` call expects. Hand-assembled:
 * PUSH1 4 CALLDATALOAD PUSH1 0 MSTORE PUSH1 0 PUSH1 32 MSTORE PUSH1 64 PUSH1 0 SHA3 SLOAD
 * PUSH1 0 MSTORE PUSH1 32 PUSH1 0 RETURN.
 */
export const LOCAL_ID_REGISTRY_CODE = '0x600435600052600060205260406000205460005260206000f3'

async function anvilCall(rpcUrl: string, method: string, params: unknown[]): Promise<void> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  await client.request({ method: method as 'eth_chainId', params: params as never })
}

/** Puts the local IdRegistry at the IdRegistry's address on an anvil chain. */
export function installLocalIdRegistry(rpcUrl: string): Promise<void> {
  return anvilCall(rpcUrl, 'anvil_setCode', [ID_REGISTRY_ADDRESS, LOCAL_ID_REGISTRY_CODE])
}
