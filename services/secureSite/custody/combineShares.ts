import { combine } from 'shamir-secret-sharing'
import { SHARE_BYTES } from './constants.js'

/** Rebuilds the seed from two different shares; the caller overwrites it when done. */
export async function combineShares(first: Uint8Array, second: Uint8Array): Promise<Uint8Array> {
  if (first.length !== SHARE_BYTES || second.length !== SHARE_BYTES) {
    throw new Error(`a share is ${SHARE_BYTES} bytes`)
  }
  if (first[SHARE_BYTES - 1] === second[SHARE_BYTES - 1]) {
    throw new Error('two different shares are needed to rebuild the seed')
  }
  return combine([first, second])
}
