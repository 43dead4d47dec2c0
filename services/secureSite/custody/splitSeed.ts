import { split } from 'shamir-secret-sharing'
import { SEED_BYTES, SHARE_COUNT, SHARE_THRESHOLD } from './constants.js'

export type SeedShares = { deviceShare: Uint8Array; authShare: Uint8Array; recoveryShare: Uint8Array }

/** Makes a new random seed and splits it 2-of-3; the seed buffer is overwritten before returning. */
export async function createSplitSeed(): Promise<SeedShares> {
  const seed = crypto.getRandomValues(new Uint8Array(SEED_BYTES))
  try {
    const [deviceShare, authShare, recoveryShare] = await split(seed, SHARE_COUNT, SHARE_THRESHOLD)
    if (!deviceShare || !authShare || !recoveryShare)
      throw new Error('the seed did not split into three shares')
    return { deviceShare, authShare, recoveryShare }
  } finally {
    seed.fill(0)
  }
}
