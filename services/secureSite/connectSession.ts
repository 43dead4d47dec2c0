import { randomBytes, randomUUID } from 'node:crypto'
import { EMBEDDED_SESSION_TTL_MS } from '../constants.js'
import type { Database } from '../db/database.js'
import type { AuthContext } from './authContext.js'
import { addDevice, type EmbeddedUserRow, findWallet, insertSession, isKnownDevice } from './authStore.js'
import { hashSecret } from './hashSecret.js'
import { userOf } from './userOf.js'

/**
 * The end of every sign-in (email code, social login, farcaster): in one transaction the account `accountOf` finds
 * or makes, this device verified for it when it holds a share (or is about to make the wallet) and a new session; then the CONNECT answer with the session and the user.
 */
export async function connectSession(
  context: AuthContext,
  flow: { projectId: string; deviceHash: string },
  accountOf: (tx: Pick<Database, 'query' | 'exec'>, now: number) => Promise<EmbeddedUserRow>,
) {
  const db = context.database
  const now = context.now()
  const token = randomBytes(32).toString('base64url')
  const publicId = randomUUID()
  const user = await db.transaction(async (tx) => {
    const account = await accountOf(tx, now)
    // A device becomes known when it holds a share: at sign-up (the frame makes the wallet there) or, on an account
    // with a wallet, when its one recovery gives it one (walletRoutes). Until then its sessions may ask recovery once.
    if (!(await findWallet(tx, account.id)) || (await isKnownDevice(tx, account.id, flow.deviceHash)))
      await addDevice(tx, account.id, flow.deviceHash, now)
    await insertSession(
      tx,
      hashSecret(context.keys.hmacKey, 'session', token),
      {
        publicId,
        userId: account.id,
        deviceHash: flow.deviceHash,
        projectId: flow.projectId,
        expiresAt: now + EMBEDDED_SESSION_TTL_MS,
      },
      now,
    )
    return account
  })
  return {
    action: 'CONNECT' as const,
    sessionToken: token,
    sessionId: publicId,
    user: await userOf(db, user),
  }
}
