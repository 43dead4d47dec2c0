import { InvalidCaip2NetworkIdError } from '../errors/caip.js'
import { splitCaipNetworkId } from '../rules/caip.js'

export type CaipNetworkId = `${string}:${string}`
export type ParseCaipNetworkIdReturnType = { namespace: string; reference: string }
export type ParseCaipNetworkIdErrorType = InvalidCaip2NetworkIdError

/** Splits a CAIP-2 network id (`eip155:1`) by kernel/rules/caip.ts. */
export function parseCaipNetworkId(value: unknown): ParseCaipNetworkIdReturnType {
  if (typeof value !== 'string') throw new InvalidCaip2NetworkIdError()
  const parts = splitCaipNetworkId(value)
  if (!parts) throw new InvalidCaip2NetworkIdError({ value })
  return parts
}

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}
