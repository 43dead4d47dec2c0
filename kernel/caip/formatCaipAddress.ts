import { InvalidCaipAddressError } from '../errors/caip.js'
import type { CaipAddress } from './parseCaipAddress.js'
import { parseCaipAddress } from './parseCaipAddress.js'
import type { CaipNetworkId } from './parseCaipNetworkId.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

export type FormatCaipAddressParameters = { caipNetworkId: CaipNetworkId | string; address: string }
export type FormatCaipAddressErrorType = InvalidCaipAddressError

/** Joins a network id and an address into a CAIP-10 address, checking the result parses back. */
export function formatCaipAddress({ caipNetworkId, address }: FormatCaipAddressParameters): CaipAddress {
  try {
    parseCaipNetworkId(caipNetworkId)
    const value = `${caipNetworkId}:${address}`
    parseCaipAddress(value)
    return value as CaipAddress
  } catch (cause) {
    throw new InvalidCaipAddressError({ cause })
  }
}
