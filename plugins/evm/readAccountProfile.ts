import type { Network } from 'walletdock/plugin'

export type ReadAccountProfileParameters = { network: Network; address: string }
export type ReadAccountProfileReturnType = { profileName: string | null; profileImage: string | null }

/**
 * The hook for the account's name and avatar. It answers "none" for now: the services API identity
 * lookup (`/v1/identity/{address}`, cached 5 min) plugs in here once the names plugin provides it.
 */
export async function readAccountProfile(
  _parameters: ReadAccountProfileParameters,
): Promise<ReadAccountProfileReturnType> {
  return { profileName: null, profileImage: null }
}
