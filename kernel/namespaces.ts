/** The chain namespaces the product supports (spec section 1). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot'] as const // spec data: the CAIP namespaces of spec section 1 (network data)
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

/** Namespaces a message may name (spec section 5); cosmos is accepted on the wire but has no adapter. */
const MESSAGE_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const // spec data: the CAIP namespaces of spec section 1 (network data)
export type MessageNamespace = (typeof MESSAGE_NAMESPACES)[number]

export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value)
}
