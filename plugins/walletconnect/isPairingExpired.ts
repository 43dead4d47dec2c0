import { WC_PAIRING_EXPIRY_MARGIN_MS } from './constants.js'

/** A pairing counts as expired within 10 s of its expiry (spec 4). */
export function isPairingExpired(expiresAt: number | undefined, now: number = Date.now()): boolean {
  return expiresAt === undefined || now >= expiresAt - WC_PAIRING_EXPIRY_MARGIN_MS
}
