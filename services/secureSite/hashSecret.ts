import { createHmac, timingSafeEqual } from 'node:crypto'

/** HMAC-SHA256 of a labelled secret (a code, a device id, a link token, a session token), hex. */
export function hashSecret(hmacKey: Uint8Array, label: string, value: string): string {
  return createHmac('sha256', hmacKey).update(`${label}\u0000${value}`).digest('hex')
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
