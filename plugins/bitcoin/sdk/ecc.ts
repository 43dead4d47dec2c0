import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { crypto, initEccLib, type Signer, toXOnly } from 'bitcoinjs-lib'

/**
 * bitcoinjs-lib's elliptic-curve interface on @noble/curves (no WebAssembly): the two point operations Taproot
 * payments need, and signers and signature checks for PSBTs.
 */
const ecc = {
  isXOnlyPoint(point: Uint8Array): boolean {
    if (point.length !== 32) return false
    try {
      schnorr.utils.lift_x(schnorr.utils.bytesToNumberBE(point))
      return true
    } catch {
      return false
    }
  },
  xOnlyPointAddTweak(point: Uint8Array, tweak: Uint8Array) {
    const lifted = schnorr.utils.lift_x(schnorr.utils.bytesToNumberBE(point))
    const scalar = schnorr.utils.bytesToNumberBE(tweak)
    if (scalar >= secp256k1.CURVE.n) return null
    const tweaked = lifted.add(secp256k1.ProjectivePoint.BASE.multiply(scalar))
    if (tweaked.equals(secp256k1.ProjectivePoint.ZERO)) return null
    const { x, y } = tweaked.toAffine()
    return {
      parity: (y & 1n) === 1n ? (1 as const) : (0 as const),
      xOnlyPubkey: schnorr.utils.numberToBytesBE(x, 32),
    }
  },
}

let ready = false
/** Registers the curve with bitcoinjs-lib once (needed for P2TR payments). */
export function initBitcoinEcc(): void {
  if (ready) return
  initEccLib(ecc)
  ready = true
}

/** A PSBT signer for a P2WPKH (ECDSA, low-S) key. */
export function ecdsaSigner(secretKey: Uint8Array): Signer {
  return {
    publicKey: secp256k1.getPublicKey(secretKey, true),
    sign: (hash) => secp256k1.sign(hash, secretKey, { lowS: true }).toCompactRawBytes(),
  }
}

/** A PSBT signer for a P2TR key-path spend: the internal key tweaked by its own x-only key (BIP-86, no script tree). */
export function taprootSigner(secretKey: Uint8Array): Signer & { internalPubkey: Uint8Array } {
  initBitcoinEcc()
  const publicKey = secp256k1.getPublicKey(secretKey, true)
  const internalPubkey = toXOnly(publicKey)
  const n = secp256k1.CURVE.n
  let d = schnorr.utils.bytesToNumberBE(secretKey)
  if (publicKey[0] === 3) d = n - d // BIP-340: the key whose point has an even y
  const tweak = schnorr.utils.bytesToNumberBE(crypto.taggedHash('TapTweak', internalPubkey))
  const tweaked = schnorr.utils.numberToBytesBE((d + tweak) % n, 32)
  return {
    internalPubkey,
    publicKey: secp256k1.getPublicKey(tweaked, true),
    sign: () => {
      throw new Error('a Taproot key signs with Schnorr only')
    },
    signSchnorr: (hash) => schnorr.sign(hash, tweaked),
  }
}

/** bitcoinjs-lib's signature check for PSBT inputs: ECDSA for segwit v0, Schnorr (x-only key) for Taproot. */
export function validateSignature(pubkey: Uint8Array, hash: Uint8Array, signature: Uint8Array): boolean {
  if (pubkey.length === 32) return schnorr.verify(signature, hash, pubkey)
  return secp256k1.verify(signature, hash, pubkey, { lowS: true })
}
