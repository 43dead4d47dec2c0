import type { AuthUser } from '../../kernel/protocol/embeddedAuth.js'
import type { Database } from '../db/database.js'
import { type EmbeddedUserRow, findWallet } from './authStore.js'
import { findSocialProfile } from './social/socialStore.js'

/** A user as the auth API answers it: id, email (a social user's: the provider's), the social user name, and the wallet's public addresses (null before the wallet exists). */
export async function userOf(database: Pick<Database, 'query'>, user: EmbeddedUserRow): Promise<AuthUser> {
  const wallet = await findWallet(database, user.id)
  const social = user.email === null ? await findSocialProfile(database, user.id) : undefined
  return {
    id: user.id,
    email: user.email ?? social?.email ?? null,
    userName: social?.userName ?? null,
    eip155Address: wallet?.eip155Address ?? null,
    solanaAddress: wallet?.solanaAddress ?? null,
  }
}
