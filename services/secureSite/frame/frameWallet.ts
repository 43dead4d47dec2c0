import { AuthApiError, type AuthClient } from './authClient.js'
import type { DeviceShareStore } from './deviceShareStore.js'
import { FrameAnswerError } from './frameAnswerError.js'
import type { FrameSession, FrameSessionStore } from './frameSession.js'
import { createWalletShares, deviceShareMatches, recoverDeviceShare, rotateShares } from './walletKeys.js'

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
  const finishSignIn = async (session: { token: string; userId: string; eip155Address: string | null }) => {
    if (session.eip155Address === null) {
      const { deviceShare } = await createWalletShares(client, session)
      await shares.set(session.userId, deviceShare)
      deviceShare.fill(0)
    } else if (!(await holdsLiveShare(session.token, session.userId, session.eip155Address))) {
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

  /** Whether this device has a share that still rebuilds the wallet: a share of an older split (the wallet was signed out elsewhere, which rotates) is as good as none. */
  const holdsLiveShare = async (token: string, userId: string, eip155Address: string) => {
    const share = await shares.get(userId)
    if (!share) return false
    try {
      return await deviceShareMatches(client, token, share, eip155Address)
    } finally {
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
      await finishSignIn({ ...session, eip155Address: answer.user.eip155Address })
      sessions.setSession({ ...session, sessionId: answer.sessionId, email: answer.user.email })
      parameters.onSession(answer.sessionId)
    },
    /**
     * Sign-out (docs/embedded-wallet.md, Sign-out): with this device's share, a fresh split of the same seed replaces
     * the auth share and the recovery envelope at the services, ends every session of the user, and the new device
     * share is sealed here under a new key; the old shares, and whatever a stolen token took, combine with none of
     * the new ones. Without a share (lost, or never kept), or when the rotation fails, the session is only revoked.
     */
    async signOut(session: FrameSession): Promise<'rotated' | 'revoked'> {
      const share = await shares.get(session.userId)
      if (share) {
        try {
          const { eip155Address } = (await client.user(session.token)).user
          if (eip155Address) {
            const next = await rotateShares(client, session, share, eip155Address)
            await shares.set(session.userId, next)
            next.fill(0)
            return 'rotated'
          }
        } catch (error) {
          console.warn(
            '[walletdock secure site]',
            `the shares were not rotated at sign-out (${error instanceof Error ? error.message : String(error)}); the session is revoked only`,
          )
        } finally {
          share.fill(0)
        }
      }
      await client.signOut(session.token).catch(() => undefined)
      return 'revoked'
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
