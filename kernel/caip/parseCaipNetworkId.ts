import { InvalidCaip2NetworkIdError } from '../errors/caip.js'

export type CaipNetworkId = `${string}:${string}`
export type ParseCaipNetworkIdReturnType = { namespace: string; reference: string }
export type ParseCaipNetworkIdErrorType = InvalidCaip2NetworkIdError

/** Splits a CAIP-2 network id (`eip155:1`): exactly two non-empty colon parts. */
export function parseCaipNetworkId(value: unknown): ParseCaipNetworkIdReturnType {
  if (typeof value !== 'string') throw new InvalidCaip2NetworkIdError()
  const parts = value.split(':')
  const [namespace, reference] = parts
  if (parts.length !== 2 || !namespace || !reference) throw new InvalidCaip2NetworkIdError({ value })
  return { namespace, reference }
}

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}
