import type { AuthUser } from '../../kernel/protocol/embeddedAuth.js'
import type { Database } from '../db/database.js'
import { type EmbeddedUserRow, findWallet } from './authStore.js'
import { farcasterUserNameOf } from './farcasterStore.js'

/** A user as the auth API answers it: id, email (null for farcaster only), the farcaster username, and the wallet's public addresses (null before the wallet exists). */
export async function userOf(database: Pick<Database, 'query'>, user: EmbeddedUserRow): Promise<AuthUser> {
  const [wallet, userName] = await Promise.all([
    findWallet(database, user.id),
    farcasterUserNameOf(database, user.id),
  ])
  return {
    id: user.id,
    email: user.email,
    ...(userName === undefined ? {} : { userName }),
    eip155Address: wallet?.eip155Address ?? null,
    solanaAddress: wallet?.solanaAddress ?? null,
  }
}
