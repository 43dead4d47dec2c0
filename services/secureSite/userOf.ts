import type { AuthUser } from '../../plugins/embedded-wallet/protocol/embeddedAuth.js'
import type { Database } from '../db/database.js'
import { type EmbeddedUserRow, findWallet } from './authStore.js'
import { farcasterUserNameOf } from './farcasterStore.js'
import { findSocialProfile } from './social/socialStore.js'

/** A user as the auth API answers it: id, email (a social user's: the provider's; null for farcaster only), the social or farcaster user name, and the wallet's public addresses (null before the wallet exists). */
export async function userOf(database: Pick<Database, 'query'>, user: EmbeddedUserRow): Promise<AuthUser> {
  const [wallet, farcasterName, social] = await Promise.all([
    findWallet(database, user.id),
    farcasterUserNameOf(database, user.id),
    user.email === null ? findSocialProfile(database, user.id) : undefined,
  ])
  return {
    id: user.id,
    email: user.email ?? social?.email ?? null,
    userName: social?.userName ?? farcasterName ?? null,
    eip155Address: wallet?.eip155Address ?? null,
    solanaAddress: wallet?.solanaAddress ?? null,
  }
}
