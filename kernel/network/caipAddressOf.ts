import type { ChainNamespace } from '../namespaces.js'
import type { CaipAddress } from '../store/types.js'

export function caipAddressOf(
  namespace: ChainNamespace,
  chainId: string | number,
  address: string,
): CaipAddress {
  return `${namespace}:${chainId}:${address}`
}
