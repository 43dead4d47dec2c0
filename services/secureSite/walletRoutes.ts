import { Hono } from 'hono'
import {
  createWalletBodySchema,
  recoveryBodySchema,
} from '../../plugins/embedded-wallet/protocol/embeddedAuth.js'
import { parseInput, readJsonBody } from '../api/parseInput.js'
import { ServiceError } from '../api/serviceError.js'
import type { AuthContext, AuthVariables } from './authContext.js'
import { requireSession } from './authContext.js'
import {
  claimDevice,
  deleteSession,
  findUserById,
  findWallet,
  forgetDevice,
  insertWallet,
} from './authStore.js'
import { verifyRegistration } from './custody/registrationProof.js'
import { openSealedShare, sealShare } from './custody/sealShare.js'
import { rotateSharesRoute } from './rotateShares.js'
import { userOf } from './userOf.js'

/** The signed-in routes of the wallet: the user, a new wallet, the auth share, recovery for a new device, sign-out (with rotation). */
export function walletRoutes(context: AuthContext): Hono<{ Variables: AuthVariables }> {
  const app = new Hono<{ Variables: AuthVariables }>()
  const db = context.database

  app.get('/origins', (c) => c.json({ allowedOrigins: c.get('project').origins }))
  app.get('/recovery-key', (c) => c.json({ publicKey: context.keys.recoveryPublicKey }))

  app.use('/user', requireSession(context))
  app.use('/wallet', requireSession(context))
  app.use('/wallet/*', requireSession(context))
  app.use('/sign-out', requireSession(context))

  const signedInUser = async (userId: string) => {
    const user = await findUserById(db, userId)
    if (!user)
      throw new ServiceError(401, 'UNAUTHORIZED', 'the account of this session is gone; sign in again')
    return user
  }

  app.post('/user', async (c) =>
    c.json({ user: await userOf(db, await signedInUser(c.get('session').userId)) }),
  )

  app.post('/wallet', async (c) => {
    const body = parseInput(createWalletBodySchema, await readJsonBody(c.req, 'a JSON object'), 'body')
    const user = await signedInUser(c.get('session').userId)
    const addresses = {
      eip155Address: body.eip155Address as `0x${string}`,
      solanaAddress: body.solanaAddress,
    }
    if (
      !(await verifyRegistration(user.id, addresses, {
        ...body.proof,
        eip155Signature: body.proof.eip155Signature as `0x${string}`,
      }))
    )
      throw new ServiceError(
        400,
        'INVALID_PROOF',
        "the proof is not both addresses' keys signing this registration; a wallet registers only addresses its shares control",
      )
    const created = await insertWallet(
      db,
      user.id,
      {
        authShare: body.authShare,
        recoveryEnvelope: body.recoveryEnvelope,
        eip155Address: body.eip155Address,
        solanaAddress: body.solanaAddress,
      },
      context.now(),
    )
    if (!created) throw new ServiceError(409, 'WALLET_EXISTS', 'this account already has a wallet')
    return c.json({ created: true }, 201)
  })

  app.post('/wallet/auth-share', async (c) => {
    const wallet = await findWallet(db, c.get('session').userId)
    if (!wallet) throw new ServiceError(404, 'NO_WALLET', 'this account has no wallet yet; create it first')
    return c.json({ authShare: wallet.authShare })
  })

  app.post('/wallet/recovery', async (c) => {
    const { recipientPublicKey } = parseInput(
      recoveryBodySchema,
      await readJsonBody(c.req, 'a JSON object'),
      'body',
    )
    const { userId, deviceHash } = c.get('session')
    const wallet = await findWallet(db, userId)
    if (!wallet) throw new ServiceError(404, 'NO_WALLET', 'this account has no wallet yet; create it first')
    // Recovery is for a device that has no share yet, once: the session's device is claimed here. A token of a device
    // that holds its share (or already recovered) reaches only the auth share, which alone rebuilds nothing.
    if (!(await claimDevice(db, userId, deviceHash, context.now())))
      throw new ServiceError(
        403,
        'RECOVERY_NOT_ALLOWED',
        'this device already received its share; recovery is only for a new device, once, right after it signs in',
      )
    // Opened here only to be resealed at once to the signed-in device's one-time key.
    const share = await openSealedShare(
      wallet.recoveryEnvelope,
      context.keys.recoveryPrivateKey,
      userId,
    ).catch(async (cause: unknown) => {
      await forgetDevice(db, userId, deviceHash)
      throw new ServiceError(
        500,
        'RECOVERY_FAILED',
        'the recovery share cannot be opened with this server key',
        {
          cause,
        },
      )
    })
    try {
      return c.json({ envelope: await sealShare(share, recipientPublicKey, userId) })
    } finally {
      share.fill(0)
    }
  })

  rotateSharesRoute(app, context)

  /** Sign-out without rotation: for a frame that holds no share (its share was lost); a frame with one rotates. */
  app.post('/sign-out', async (c) => {
    await deleteSession(db, c.get('session').tokenHash)
    return c.json({ signedOut: true })
  })

  return app
}
