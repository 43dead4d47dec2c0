/** Solana address: 32 to 44 base58 characters (spec section 5). */
export function isSolanaAddress(value: unknown): boolean {
  return typeof value === 'string' && /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)
}
