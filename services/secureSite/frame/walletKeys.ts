import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { bytesToHex } from 'viem'
import { fromBase64url, toBase64url } from '../custody/base64url.js'
import { combineShares } from '../custody/combineShares.js'
import {
  deriveAddresses,
  deriveEip155PrivateKey,
  deriveSolanaSecretKey,
  type EmbeddedAddresses,
} from '../custody/deriveAccounts.js'
import { proveRegistration } from '../custody/registrationProof.js'
import { createSealKeyPair, openSealedShare, sealShare } from '../custody/sealShare.js'
import { createSplitSeed } from '../custody/splitSeed.js'
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

/** Runs `use` with the eip155 private key rebuilt from the device share and the auth share; the key exists only during it. */
export async function withEip155Key<T>(
  client: AuthClient,
  token: string,
  deviceShare: Uint8Array,
  use: (privateKey: `0x${string}`) => Promise<T>,
): Promise<T> {
  const authShare = fromBase64url((await client.authShare(token)).authShare)
  const seed = await combineShares(deviceShare, authShare)
  authShare.fill(0)
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
  authShare.fill(0)
  const key = deriveSolanaSecretKey(seed)
  seed.fill(0)
  try {
    if (base58.encode(ed25519.getPublicKey(key)) !== address)
      throw new Error('the shares do not rebuild this account; sign in again')
    return await use(key)
  } finally {
    key.fill(0)
  }
}
