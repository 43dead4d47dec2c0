import { secp256k1 } from '@noble/curves/secp256k1'
import { address as addressCodec, crypto, type Network, opcodes } from 'bitcoinjs-lib'

/**
 * The legacy "Bitcoin Signed Message" (ECDSA, BIP-137 headers), for wallets that only sign that way: a 65-byte
 * recoverable signature in base64 over sha256d(varint-prefixed "Bitcoin Signed Message:\n" + the message). The key
 * it recovers must be the address's own: P2PKH, P2WPKH, or P2SH-P2WPKH (compressed keys for the last two).
 */

const utf8 = new TextEncoder()

function varint(length: number): number[] {
  if (length < 0xfd) return [length]
  if (length <= 0xffff) return [0xfd, length & 0xff, length >> 8]
  return [0xfe, length & 0xff, (length >> 8) & 0xff, (length >> 16) & 0xff, length >>> 24]
}

/** sha256d of the prefixed message, the hash the wallet signs. */
export function legacyMessageHash(message: string): Uint8Array {
  const bytes = utf8.encode(message)
  const prefix = utf8.encode('\x18Bitcoin Signed Message:\n')
  return crypto.hash256(Uint8Array.from([...prefix, ...varint(bytes.length), ...bytes]))
}

/** Whether `signature` (base64, 65 bytes) is the key of `address` signing `message` the legacy way. */
export function verifyLegacyMessage(
  address: string,
  message: string,
  signature: string,
  network: Network,
): boolean {
  try {
    const bytes = Uint8Array.from(atob(signature), (char) => char.charCodeAt(0))
    const header = bytes[0] ?? 0
    if (bytes.length !== 65 || header < 27 || header > 42) return false
    const compressed = header >= 31
    const key = secp256k1.Signature.fromCompact(bytes.slice(1))
      .addRecoveryBit((header - 27) & 3)
      .recoverPublicKey(legacyMessageHash(message))
      .toRawBytes(compressed)
    const keyHash = crypto.hash160(key)
    const output = addressCodec.toOutputScript(address, network)
    const p2pkh = [
      opcodes.OP_DUP,
      opcodes.OP_HASH160,
      20,
      ...keyHash,
      opcodes.OP_EQUALVERIFY,
      opcodes.OP_CHECKSIG,
    ]
    const p2wpkh = [opcodes.OP_0, 20, ...keyHash]
    const p2sh = [opcodes.OP_HASH160, 20, ...crypto.hash160(Uint8Array.from(p2wpkh)), opcodes.OP_EQUAL]
    const same = (expected: number[]) =>
      output.length === expected.length && output.every((byte, index) => byte === expected[index])
    return same(p2pkh) || (compressed && (same(p2wpkh) || same(p2sh)))
  } catch {
    return false
  }
}
