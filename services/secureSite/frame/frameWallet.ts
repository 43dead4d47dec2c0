import { AuthApiError, type AuthClient } from './authClient.js'
import type { DeviceShareStore } from './deviceShareStore.js'
import { FrameAnswerError } from './frameAnswerError.js'
import type { FrameSessionStore } from './frameSession.js'
import { createWalletShares, recoverDeviceShare } from './walletKeys.js'

export type FrameWallet = ReturnType<typeof createFrameWallet>

/** This device's share of the user's wallet: made or recovered at sign-in, lent to a signature, wiped after. */
export function createFrameWallet(parameters: {
  client: AuthClient
  sessions: FrameSessionStore
  shares: DeviceShareStore
  /** Tells the host the session changed (SESSION_UPDATE). */
  onSession(sessionId: string | null): void
}) {
  const { client, sessions, shares } = parameters

  /** After a code is accepted: make the wallet on first sign-in, or bring this device its share. */
  const finishSignIn = async (session: { token: string; userId: string; hasWallet: boolean }) => {
    if (!session.hasWallet) {
      const { deviceShare } = await createWalletShares(client, session)
      await shares.set(session.userId, deviceShare)
      deviceShare.fill(0)
    } else if (!(await shares.get(session.userId))) {
      const share = await recoverDeviceShare(client, session).catch(async (error: unknown) => {
        // The services know this device but it lost its share (storage cleared): recovery is only for a new device.
        if (!(error instanceof AuthApiError) || error.code !== 'RECOVERY_NOT_ALLOWED') throw error
        sessions.forgetDeviceId()
        await client.signOut(session.token).catch(() => undefined)
        throw new FrameAnswerError(
          'this device lost its share of the wallet; sign in again to verify it as a new device',
        )
      })
      await shares.set(session.userId, share)
      share.fill(0)
    }
  }

  return {
    /** A sign-in the services accepted (email code, social login or farcaster): the wallet, then the session. */
    async startSession(answer: {
      sessionToken: string
      sessionId: string
      user: { id: string; email: string | null; eip155Address: string | null }
    }) {
      const session = { token: answer.sessionToken, userId: answer.user.id }
      await finishSignIn({ ...session, hasWallet: answer.user.eip155Address !== null })
      sessions.setSession({ ...session, sessionId: answer.sessionId, email: answer.user.email })
      parameters.onSession(answer.sessionId)
    },
    /** Lends this device's share of the wallet to `use` (eip155 or solana key), wiped once it is done. */
    async withDeviceShare<T>(session: { userId: string }, use: (deviceShare: Uint8Array) => Promise<T>) {
      const deviceShare = await shares.get(session.userId)
      if (!deviceShare) throw new FrameAnswerError('this device has no share of the wallet; sign in again')
      try {
        return await use(deviceShare)
      } finally {
        deviceShare.fill(0)
      }
    },
  }
}
