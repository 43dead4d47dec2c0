import { expect, it } from 'vitest'
import { WC_PAIRING_EXPIRY_MS } from './constants.js'
import { isPairingExpired } from './isPairingExpired.js'

it('the pairing expires after 4 minutes and counts as expired within 10 s of expiry', () => {
  const createdAt = 1_000_000
  const expiresAt = createdAt + WC_PAIRING_EXPIRY_MS
  expect(isPairingExpired(expiresAt, createdAt)).toBe(false)
  expect(isPairingExpired(expiresAt, expiresAt - 10_001)).toBe(false)
  expect(isPairingExpired(expiresAt, expiresAt - 10_000)).toBe(true)
  expect(isPairingExpired(undefined, createdAt)).toBe(true)
})
