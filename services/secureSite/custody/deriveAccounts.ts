import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'
import { bytesToHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { EIP155_KEY_INFO, KEY_DERIVATION_SALT, SEED_BYTES, SOLANA_KEY_INFO } from './constants.js'

const encoder = new TextEncoder()
const derive = (seed: Uint8Array, info: string) =>
  hkdf(sha256, seed, encoder.encode(KEY_DERIVATION_SALT), encoder.encode(info), 32)

/** The eip155 secp256k1 private key of a seed (HKDF, domain-separated from the solana key). */
export function deriveEip155PrivateKey(seed: Uint8Array): Uint8Array {
  if (seed.length !== SEED_BYTES) throw new Error(`a seed is ${SEED_BYTES} bytes`)
  for (let counter = 0; counter < 256; counter += 1) {
    const key = derive(seed, counter === 0 ? EIP155_KEY_INFO : `${EIP155_KEY_INFO}/${counter}`)
    if (secp256k1.utils.isValidPrivateKey(key)) return key
    key.fill(0)
  }
  throw new Error('no valid secp256k1 key from this seed')
}

/** The solana ed25519 secret key of a seed. */
export function deriveSolanaSecretKey(seed: Uint8Array): Uint8Array {
  if (seed.length !== SEED_BYTES) throw new Error(`a seed is ${SEED_BYTES} bytes`)
  return derive(seed, SOLANA_KEY_INFO)
}

export type EmbeddedAddresses = { eip155Address: `0x${string}`; solanaAddress: string }

/** Both public addresses of a seed; the derived private keys are overwritten. */
export function deriveAddresses(seed: Uint8Array): EmbeddedAddresses {
  const evmKey = deriveEip155PrivateKey(seed)
  const solanaKey = deriveSolanaSecretKey(seed)
  try {
    return {
      eip155Address: privateKeyToAddress(bytesToHex(evmKey)),
      solanaAddress: base58.encode(ed25519.getPublicKey(solanaKey)),
    }
  } finally {
    evmKey.fill(0)
    solanaKey.fill(0)
  }
}
