/** Signature bytes: r (32), s (32), v (1) (spec section 5). */
const SIGNATURE_BYTES = 65
/** Accepted recovery values. */
const SIGNATURE_RECOVERY_VALUES = [0, 1, 27, 28] as const

/** A hex signature of 65 bytes whose recovery value is 0, 1, 27 or 28. */
export function isSignature(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const hex = value.startsWith('0x') ? value.slice(2) : value
  if (!new RegExp(`^[0-9a-fA-F]{${SIGNATURE_BYTES * 2}}$`).test(hex)) return false
  const recovery = Number.parseInt(hex.slice(-2), 16)
  return (SIGNATURE_RECOVERY_VALUES as readonly number[]).includes(recovery)
}
