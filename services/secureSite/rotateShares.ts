import type { Hono } from 'hono'
import { rotateWalletBodySchema } from '../../plugins/embedded-wallet/protocol/embeddedAuth.js'
import { parseInput, readJsonBody } from '../api/parseInput.js'
import { ServiceError } from '../api/serviceError.js'
import type { Database } from '../db/database.js'
import type { AuthContext, AuthVariables } from './authContext.js'
import { findWallet } from './authStore.js'
import { verifyBothKeys } from './custody/registrationProof.js'
import { rotationMessage } from './custody/rotationProof.js'

type Rotation = {
  userId: string
  tokenHash: string
  deviceHash: string
  authShare: string
  recoveryEnvelope: unknown
  now: number
}

/**
 * One transaction: ends the session that asks (only once: a second use finds it gone), replaces the auth share and
 * the recovery envelope, ends every other session of the user, and forgets every other device (their shares belong to
 * the old split, so each must verify again as a new device and recover). This device stays known: it holds the new
 * device share. False when the session was already gone.
 */
async function rotateWallet(db: Database, rotation: Rotation): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await tx.query(
      'delete from embedded_sessions where token_hash = $1 and user_id = $2 returning token_hash',
      [rotation.tokenHash, rotation.userId],
    )
    if (ended.length === 0) return false
    await tx.query('update embedded_wallets set auth_share = $2, recovery_envelope = $3 where user_id = $1', [
      rotation.userId,
      rotation.authShare,
      JSON.stringify(rotation.recoveryEnvelope),
    ])
    await tx.query('delete from embedded_sessions where user_id = $1', [rotation.userId])
    await tx.query('delete from embedded_devices where user_id = $1 and device_hash <> $2', [
      rotation.userId,
      rotation.deviceHash,
    ])
    await tx.query(
      `insert into embedded_devices (user_id, device_hash, verified_at) values ($1, $2, $3)
       on conflict (user_id, device_hash) do nothing`,
      [rotation.userId, rotation.deviceHash, rotation.now],
    )
    return true
  })
}

/**
 * `POST /wallet/rotate` (a session; `requireSession` is on `/wallet/*`): sign-out with a fresh split of the same seed.
 * The new shares are taken only with both of the wallet's keys signing them for this session, so a token alone (which
 * reaches one share) can neither rotate nor replace the shares.
 */
export function rotateSharesRoute(app: Hono<{ Variables: AuthVariables }>, context: AuthContext): void {
  app.post('/wallet/rotate', async (c) => {
    const body = parseInput(rotateWalletBodySchema, await readJsonBody(c.req, 'a JSON object'), 'body')
    const session = c.get('session')
    const wallet = await findWallet(context.database, session.userId)
    if (!wallet) throw new ServiceError(404, 'NO_WALLET', 'this account has no wallet yet; create it first')
    const addresses = {
      eip155Address: wallet.eip155Address as `0x${string}`,
      solanaAddress: wallet.solanaAddress,
    }
    const message = rotationMessage(session.userId, session.publicId, addresses, body)
    const proof = { ...body.proof, eip155Signature: body.proof.eip155Signature as `0x${string}` }
    if (!(await verifyBothKeys(addresses, message, proof)))
      throw new ServiceError(
        400,
        'INVALID_PROOF',
        "the proof is not both of this wallet's keys signing these shares for this session; only the wallet's keys can rotate its shares",
      )
    const rotated = await rotateWallet(context.database, {
      userId: session.userId,
      tokenHash: session.tokenHash,
      deviceHash: session.deviceHash,
      authShare: body.authShare,
      recoveryEnvelope: body.recoveryEnvelope,
      now: context.now(),
    })
    if (!rotated)
      throw new ServiceError(401, 'UNAUTHORIZED', 'the session is not valid or has expired; sign in again')
    return c.json({ rotated: true, signedOut: true })
  })
}
