import { InvalidCaip10AddressError } from '../errors/caip.js'
import { type ChainNamespace, isChainNamespace } from '../namespaces.js'
import type { CaipNetworkId } from './parseCaipNetworkId.js'

export type CaipAddress = `${string}:${string}:${string}`
export type ParseCaipAddressReturnType = {
  namespace: ChainNamespace
  reference: string
  address: string
  caipNetworkId: CaipNetworkId
}
export type ParseCaipAddressErrorType = InvalidCaip10AddressError

/** Splits a CAIP-10 address (`eip155:1:0xabc...`): three non-empty colon parts with a known namespace. */
export function parseCaipAddress(value: unknown): ParseCaipAddressReturnType {
  if (typeof value !== 'string') throw new InvalidCaip10AddressError()
  const parts = value.split(':')
  const [namespace, reference, address] = parts
  if (parts.length !== 3 || !reference || !address || !isChainNamespace(namespace)) {
    throw new InvalidCaip10AddressError({ value })
  }
  return { namespace, reference, address, caipNetworkId: `${namespace}:${reference}` }
}

export function isCaipAddress(value: unknown): value is CaipAddress {
  try {
    parseCaipAddress(value)
    return true
  } catch {
    return false
  }
}
