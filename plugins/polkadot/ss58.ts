// Loaded when the user connects (see createPolkadotConnector): SS58 and the storage key hashes of @polkadot/util-crypto.
import { blake2AsU8a, decodeAddress, encodeAddress, xxhashAsU8a } from '@polkadot/util-crypto'

/** `address` (any SS58 prefix, or a 0x public key) in the format of `prefix`; throws on a malformed address. */
export const toNetworkAddress = (address: string, prefix: number): string =>
  encodeAddress(decodeAddress(address), prefix)

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/** `System.Account(address)`'s storage key: twox128("System") ++ twox128("Account") ++ blake2_128concat(public key). */
export function systemAccountKey(address: string): string {
  const key = decodeAddress(address)
  return `0x${hex(xxhashAsU8a('System', 128))}${hex(xxhashAsU8a('Account', 128))}${hex(blake2AsU8a(key, 128))}${hex(key)}`
}
