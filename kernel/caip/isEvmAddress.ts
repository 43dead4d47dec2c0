/** EVM address: 40 hex characters with an optional 0x prefix (spec section 5). */
export function isEvmAddress(value: unknown): boolean {
  return typeof value === 'string' && /^(0x)?[0-9a-fA-F]{40}$/.test(value)
}
