// The one CAIP rule (spec section 5; CAIP-2 and CAIP-10's own grammar): the config and wire schemas match
// these patterns, kernel/caip's parsers (the plugins' throwing API) and the services split with them.
// Pure, no imports.

/** CAIP-2: `namespace:reference`, e.g. `eip155:1`. */
export const CAIP2_PATTERN = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/
/** CAIP-10: `namespace:reference:address`, e.g. `eip155:1:0xab...`. */
export const CAIP10_PATTERN = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/

export type CaipNetworkIdParts = { namespace: string; reference: string }
export type CaipAddressParts = CaipNetworkIdParts & { address: string; caipNetworkId: `${string}:${string}` }

/** The parts of a CAIP-2 network id, or undefined when `value` is not one. */
export function splitCaipNetworkId(value: unknown): CaipNetworkIdParts | undefined {
  const match = typeof value === 'string' ? CAIP2_PATTERN.exec(value) : null
  return match ? { namespace: match[1] as string, reference: match[2] as string } : undefined
}

/** The parts of a CAIP-10 address, or undefined when `value` is not one. */
export function splitCaipAddress(value: unknown): CaipAddressParts | undefined {
  const match = typeof value === 'string' ? CAIP10_PATTERN.exec(value) : null
  if (!match) return undefined
  const [, namespace = '', reference = '', address = ''] = match
  return { namespace, reference, address, caipNetworkId: `${namespace}:${reference}` }
}
