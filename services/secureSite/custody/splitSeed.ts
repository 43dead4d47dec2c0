import { split } from 'shamir-secret-sharing'
import { SEED_BYTES, SHARE_COUNT, SHARE_THRESHOLD } from './constants.js'

export type SeedShares = { deviceShare: Uint8Array; authShare: Uint8Array; recoveryShare: Uint8Array }

/**
 * Splits `seed` 2-of-3 with a fresh random polynomial (and fresh x coordinates): shares of two splits of one seed do
 * not combine into it, so a new split voids the shares of the old one. The caller still owns and overwrites `seed`.
 */
export async function splitSeed(seed: Uint8Array): Promise<SeedShares> {
  if (seed.length !== SEED_BYTES) throw new Error(`a seed is ${SEED_BYTES} bytes`)
  const [deviceShare, authShare, recoveryShare] = await split(seed, SHARE_COUNT, SHARE_THRESHOLD)
  if (!deviceShare || !authShare || !recoveryShare)
    throw new Error('the seed did not split into three shares')
  return { deviceShare, authShare, recoveryShare }
}

/** Makes a new random seed and splits it 2-of-3; the seed buffer is overwritten before returning. */
export async function createSplitSeed(): Promise<SeedShares> {
  const seed = crypto.getRandomValues(new Uint8Array(SEED_BYTES))
  try {
    return await splitSeed(seed)
  } finally {
    seed.fill(0)
  }
}
