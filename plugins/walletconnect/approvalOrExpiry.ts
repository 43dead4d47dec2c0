import type { SessionTypes } from '@walletconnect/types'
import { isPairingExpired } from './isPairingExpired.js'

/**
 * The wallet's approval of a pairing, or 'expired' once the pairing's 4 minutes are over or `replaced()`
 * (a newer connect, or cancel) says it is no longer the one shown; checked every second.
 */
export function approvalOrExpiry(
  approved: Promise<SessionTypes.Struct>,
  expiresAt: number,
  replaced: () => boolean,
): Promise<SessionTypes.Struct | 'expired'> {
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (replaced() || isPairingExpired(expiresAt)) {
        clearInterval(timer)
        resolve('expired')
      }
    }, 1000)
    approved.then(
      (value) => {
        clearInterval(timer)
        resolve(value)
      },
      (error) => {
        clearInterval(timer)
        reject(error)
      },
    )
  })
}
