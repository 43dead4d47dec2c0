import { createHmac, pbkdf2Sync } from 'node:crypto'

const HARDENED = 0x8000_0000

/** BIP-39: a mnemonic's 64-byte seed (PBKDF2-HMAC-SHA512, 2048 rounds, salt "mnemonic"). */
export function mnemonicToSeed(mnemonic: string, passphrase = ''): Uint8Array {
  return pbkdf2Sync(mnemonic.normalize('NFKD'), `mnemonic${passphrase}`.normalize('NFKD'), 2048, 64, 'sha512')
}

/** SLIP-0010 for ed25519 (hardened steps only): the 32-byte private key at `path` under `seed`. */
export function deriveEd25519Key(
  seed: Uint8Array,
  path: readonly number[],
): { key: Uint8Array; chainCode: Uint8Array } {
  let digest = createHmac('sha512', 'ed25519 seed').update(seed).digest()
  for (const index of path) {
    const data = Buffer.alloc(37)
    digest.copy(data, 1, 0, 32)
    data.writeUInt32BE((index | HARDENED) >>> 0, 33)
    digest = createHmac('sha512', digest.subarray(32)).update(data).digest()
  }
  return { key: Uint8Array.from(digest.subarray(0, 32)), chainCode: Uint8Array.from(digest.subarray(32)) }
}
