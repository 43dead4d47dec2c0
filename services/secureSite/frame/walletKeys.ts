import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { bytesToHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { fromBase64url, toBase64url } from '../custody/base64url.js'
import { combineShares } from '../custody/combineShares.js'
import {
  deriveAddresses,
  deriveEip155PrivateKey,
  deriveSolanaSecretKey,
  type EmbeddedAddresses,
} from '../custody/deriveAccounts.js'
import { proveRegistration, proveWithBothKeys } from '../custody/registrationProof.js'
import { rotationMessage } from '../custody/rotationProof.js'
import { createSealKeyPair, openSealedShare, sealShare } from '../custody/sealShare.js'
import { createSplitSeed, splitSeed } from '../custody/splitSeed.js'
import type { AuthClient } from './authClient.js'

/**
 * Makes a signed-in person's wallet in the frame: a new seed split 2-of-3, the auth share and the
 * sealed recovery share sent to the services, the device share returned for the device's storage.
 */
export async function createWalletShares(
  client: AuthClient,
  session: { token: string; userId: string },
): Promise<{ deviceShare: Uint8Array; addresses: EmbeddedAddresses }> {
  const { deviceShare, authShare, recoveryShare } = await createSplitSeed()
  const seed = await combineShares(deviceShare, authShare)
  const addresses = deriveAddresses(seed)
  const proof = await proveRegistration(seed, session.userId, addresses).finally(() => seed.fill(0))
  const { publicKey } = await client.recoveryKey()
  const recoveryEnvelope = await sealShare(new Uint8Array(recoveryShare), publicKey, session.userId)
  recoveryShare.fill(0)
  await client.createWallet(session.token, {
    authShare: toBase64url(authShare),
    recoveryEnvelope,
    ...addresses,
    proof,
  })
  authShare.fill(0)
  return { deviceShare, addresses }
}

/** A new device's share: the recovery share, resealed by the services to a key made here and never exported. */
export async function recoverDeviceShare(
  client: AuthClient,
  session: { token: string; userId: string },
): Promise<Uint8Array> {
  const { privateKey, publicKey } = await createSealKeyPair()
  const { envelope } = await client.recovery(session.token, publicKey)
  return openSealedShare(envelope, privateKey, session.userId)
}

/** Thrown when this device's share and the services' auth share are not of one split (one was rotated). */
export class StaleShareError extends Error {
  override name = 'StaleShareError'
  constructor() {
    super("this device's share no longer matches the wallet (it was signed out elsewhere); sign in again")
  }
}

/** The seed of the device share and the live auth share, checked against the wallet's eip155 address. */
async function seedOf(client: AuthClient, token: string, deviceShare: Uint8Array, eip155Address: string) {
  const authShare = fromBase64url((await client.authShare(token)).authShare)
  // Shares of two splits may share an x coordinate, which combine refuses: stale too.
  const seed = await combineShares(deviceShare, authShare)
    .catch(() => {
      throw new StaleShareError()
    })
    .finally(() => authShare.fill(0))
  const key = deriveEip155PrivateKey(seed)
  const address = privateKeyToAddress(bytesToHex(key))
  key.fill(0)
  if (address.toLowerCase() !== eip155Address.toLowerCase()) {
    seed.fill(0)
    throw new StaleShareError()
  }
  return seed
}

/** Whether this device's share still rebuilds the wallet with the live auth share (false after a rotation elsewhere). */
export async function deviceShareMatches(
  client: AuthClient,
  token: string,
  deviceShare: Uint8Array,
  eip155Address: string,
): Promise<boolean> {
  try {
    ;(await seedOf(client, token, deviceShare, eip155Address)).fill(0)
    return true
  } catch (error) {
    if (error instanceof StaleShareError) return false
    throw error
  }
}

/**
 * Sign-out with rotation (docs/embedded-wallet.md, Sign-out): the seed of this device's share and the auth share is
 * split afresh; the new auth share and the new recovery share (sealed to the recovery key) replace the old ones at the
 * services, signed by both keys for this session, which the same request ends. Returns the new device share; the old
 * shares of this wallet no longer combine with any of the new ones.
 */
export async function rotateShares(
  client: AuthClient,
  session: { token: string; userId: string; sessionId: string },
  deviceShare: Uint8Array,
  eip155Address: string,
): Promise<Uint8Array> {
  const seed = await seedOf(client, session.token, deviceShare, eip155Address)
  try {
    const addresses = deriveAddresses(seed)
    const fresh = await splitSeed(seed)
    const { publicKey } = await client.recoveryKey()
    const shares = {
      authShare: toBase64url(fresh.authShare),
      recoveryEnvelope: await sealShare(new Uint8Array(fresh.recoveryShare), publicKey, session.userId),
    }
    fresh.authShare.fill(0)
    fresh.recoveryShare.fill(0)
    const proof = await proveWithBothKeys(
      seed,
      rotationMessage(session.userId, session.sessionId, addresses, shares),
    )
    await client.rotateAndSignOut(session.token, { ...shares, proof })
    return fresh.deviceShare
  } finally {
    seed.fill(0)
  }
}

/**
 * Runs `use` with the eip155 private key rebuilt from the device share and the auth share; the key exists only during
 * it. Shares that do not rebuild `eip155Address` (a stale device share after a rotation) sign nothing.
 */
export async function withEip155Key<T>(
  client: AuthClient,
  token: string,
  deviceShare: Uint8Array,
  eip155Address: string,
  use: (privateKey: `0x${string}`) => Promise<T>,
): Promise<T> {
  const seed = await seedOf(client, token, deviceShare, eip155Address)
  const key = deriveEip155PrivateKey(seed)
  seed.fill(0)
  try {
    return await use(bytesToHex(key))
  } finally {
    key.fill(0)
  }
}

/**
 * Runs `use` with the solana ed25519 secret key rebuilt from the device share and the auth share; the key exists
 * only during it. A key whose address is not `address` (shares of another wallet) signs nothing.
 */
export async function withSolanaKey<T>(
  client: AuthClient,
  token: string,
  deviceShare: Uint8Array,
  address: string,
  use: (secretKey: Uint8Array) => Promise<T>,
): Promise<T> {
  const authShare = fromBase64url((await client.authShare(token)).authShare)
  const seed = await combineShares(deviceShare, authShare)
    .catch(() => {
      throw new StaleShareError()
    })
    .finally(() => authShare.fill(0))
  const key = deriveSolanaSecretKey(seed)
  seed.fill(0)
  try {
    if (base58.encode(ed25519.getPublicKey(key)) !== address) throw new StaleShareError()
    return await use(key)
  } finally {
    key.fill(0)
  }
}
