import type { ApiClient } from 'walletdock/plugin'
import { identityResponseSchema } from 'walletdock/protocol'

export type ReadAccountProfileParameters = {
  /** The services API; without it the account has no profile. */
  api: Pick<ApiClient, 'get'> | undefined
  address: string
}
export type ReadAccountProfileReturnType = { profileName: string | null; profileImage: string | null }

/**
 * The account's name and avatar from the services API identity lookup (`/v1/identity/{address}`, spec
 * section 7). None without the API; a failed lookup throws (ApiClientErrorType).
 */
export async function readAccountProfile({
  api,
  address,
}: ReadAccountProfileParameters): Promise<ReadAccountProfileReturnType> {
  if (!api) return { profileName: null, profileImage: null }
  const identity = await api.get({
    path: `v1/identity/${encodeURIComponent(address)}`,
    params: { sender: address },
    schema: identityResponseSchema,
  })
  return { profileName: identity.name, profileImage: identity.avatar }
}
