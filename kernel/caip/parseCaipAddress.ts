import { InvalidCaip10AddressError } from '../errors/caip.js'
import { type ChainNamespace, isChainNamespace } from '../namespaces.js'
import { splitCaipAddress } from '../rules/caip.js'
import type { CaipNetworkId } from './parseCaipNetworkId.js'

export type CaipAddress = `${string}:${string}:${string}`
export type ParseCaipAddressReturnType = {
  namespace: ChainNamespace
  reference: string
  address: string
  caipNetworkId: CaipNetworkId
}
export type ParseCaipAddressErrorType = InvalidCaip10AddressError

/** Splits a CAIP-10 address (`eip155:1:0xabc...`) by kernel/rules/caip.ts, with a namespace the product knows. */
export function parseCaipAddress(value: unknown): ParseCaipAddressReturnType {
  if (typeof value !== 'string') throw new InvalidCaip10AddressError()
  const parts = splitCaipAddress(value)
  if (!parts || !isChainNamespace(parts.namespace)) throw new InvalidCaip10AddressError({ value })
  return { ...parts, namespace: parts.namespace }
}

export function isCaipAddress(value: unknown): value is CaipAddress {
  try {
    parseCaipAddress(value)
    return true
  } catch {
    return false
  }
}
