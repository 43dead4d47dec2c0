import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex } from '@noble/hashes/utils'
import type { SealedShare } from '../../../plugins/embedded-wallet/protocol/embeddedAuth.js'
import type { EmbeddedAddresses } from './deriveAccounts.js'

/** The new server-side shares of a rotation, as they travel. */
export type RotatedShares = { authShare: string; recoveryEnvelope: SealedShare }

/** A digest of exactly the shares sent: the proof covers these bytes and no others. */
function sharesDigest(shares: RotatedShares): string {
  const { ephemeralPublicKey: key, iv, ciphertext } = shares.recoveryEnvelope
  const text = [shares.authShare, key.kty, key.crv, key.x, key.y, iv, ciphertext].join('\n')
  return bytesToHex(sha256(new TextEncoder().encode(text)))
}

/**
 * What a share rotation signs (both keys, as a registration): the user, the session it ends (its public id, so a
 * recorded proof can never be replayed: that session is gone once it is used), the wallet's addresses and the digest
 * of the new shares. The services take the new shares only with this proof, so a token alone cannot replace them.
 */
export function rotationMessage(
  userId: string,
  sessionId: string,
  addresses: EmbeddedAddresses,
  shares: RotatedShares,
): string {
  return [
    'walletdock embedded wallet share rotation at sign-out',
    `user: ${userId}`,
    `session: ${sessionId}`,
    `eip155: ${addresses.eip155Address}`,
    `solana: ${addresses.solanaAddress}`,
    `shares: ${sharesDigest(shares)}`,
  ].join('\n')
}
