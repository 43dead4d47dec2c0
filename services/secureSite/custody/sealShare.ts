import type { P256PublicJwk, SealedShare } from '../../../plugins/embedded-wallet/protocol/embeddedAuth.js'
import { fromBase64url, toBase64url } from './base64url.js'
import { SEAL_INFO } from './constants.js'

const P256 = { name: 'ECDH', namedCurve: 'P-256' } as const
const encoder = new TextEncoder()

async function sharedAesKey(privateKey: CryptoKey, publicKey: CryptoKey, usage: 'encrypt' | 'decrypt') {
  const secret = await crypto.subtle.deriveBits({ name: 'ECDH', public: publicKey }, privateKey, 256)
  const hkdfKey = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: encoder.encode(SEAL_INFO) },
    hkdfKey,
    { name: 'AES-GCM', length: 256 },
    false,
    [usage],
  )
}

const importPublic = (jwk: P256PublicJwk) =>
  crypto.subtle.importKey('jwk', { ...jwk, ext: true }, P256, true, [])

/** Seals a share to a P-256 public key (ECDH-ES with a fresh key, HKDF-SHA256, AES-256-GCM); `context` is bound as associated data. */
export async function sealShare(
  share: Uint8Array<ArrayBuffer>,
  recipient: P256PublicJwk,
  context: string,
): Promise<SealedShare> {
  const ephemeral = (await crypto.subtle.generateKey(P256, true, ['deriveBits'])) as CryptoKeyPair
  const key = await sharedAesKey(ephemeral.privateKey, await importPublic(recipient), 'encrypt')
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(context) },
    key,
    share,
  )
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', ephemeral.publicKey)
  return {
    ephemeralPublicKey: { kty, crv, x, y } as P256PublicJwk,
    iv: toBase64url(iv),
    ciphertext: toBase64url(new Uint8Array(ciphertext)),
  }
}

/** Opens a sealed share with the recipient's private key; throws when the key or the context is not the one it was sealed for. */
export async function openSealedShare(
  sealed: SealedShare,
  recipientPrivateKey: CryptoKey,
  context: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = await sharedAesKey(
    recipientPrivateKey,
    await importPublic(sealed.ephemeralPublicKey),
    'decrypt',
  )
  const plaintext = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64url(sealed.iv), additionalData: encoder.encode(context) },
    key,
    fromBase64url(sealed.ciphertext),
  )
  return new Uint8Array(plaintext)
}

/** A P-256 key pair for opening sealed shares; the private key cannot be exported. */
export async function createSealKeyPair(): Promise<{ privateKey: CryptoKey; publicKey: P256PublicJwk }> {
  const pair = (await crypto.subtle.generateKey(P256, false, ['deriveBits'])) as CryptoKeyPair
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey)
  return { privateKey: pair.privateKey, publicKey: { kty, crv, x, y } as P256PublicJwk }
}
